import type { ActingAccount } from '@fuel/contract';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListError } from '../../../components/ui/query-state';
import { Spinner } from '../../../components/ui/spinner';
import { pagePath } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { useActAs } from '../api/act-as';
import { useAccounts } from '../api/get-accounts';
import '../texts';

interface AccountMenuProps {
  /** The popup's element id, which the header's button controls. */
  id: string;
  buttonId: string;
  onClose(focusButton?: boolean): void;
}

const item =
  'flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-left text-sand-900 hover:bg-brand-50 focus:bg-brand-50 disabled:cursor-wait';

const itemsOf = (root: HTMLElement | null) =>
  Array.from(root?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? []);

/**
 * The header's list of the person's accounts (their own, then each company with the role held
 * there), as a menu of radio items: arrows, Home and End move, Enter chooses, Escape and Tab
 * close. Choosing another account moves the session there (POST /user/act-as); the app then
 * opens that role's first page.
 */
export default function AccountMenu({ id, buttonId, onClose }: AccountMenuProps) {
  const { t } = useTranslation('team');
  const accounts = useAccounts();
  const actAs = useActAs();
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const rows = accounts.data?.data;

  // The chosen account first gets the focus (the menu itself while the list loads).
  // biome-ignore lint/correctness/useExhaustiveDependencies: run again once the list has arrived
  useEffect(() => {
    const items = itemsOf(ref.current);
    const current = items.find((el) => el.getAttribute('aria-checked') === 'true');
    (current ?? items[0] ?? ref.current)?.focus();
  }, [rows]);

  // A press anywhere outside the button and the list closes it, leaving the focus where it went.
  useEffect(() => {
    const frame = ref.current?.parentElement;
    const away = (event: PointerEvent) => {
      if (frame && !frame.contains(event.target as Node)) onClose(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [onClose]);

  const onKeyDown = (event: KeyboardEvent) => {
    const items = itemsOf(ref.current);
    const at = items.indexOf(document.activeElement as HTMLElement);
    const focus = (index: number) => items[(index + items.length) % items.length]?.focus();
    const keys: Record<string, () => void> = {
      ArrowDown: () => focus(at + 1),
      ArrowUp: () => focus(at < 0 ? -1 : at - 1),
      Home: () => focus(0),
      End: () => focus(-1),
      Escape: () => onClose(),
      Tab: () => onClose(),
    };
    const run = keys[event.key];
    if (!run) return;
    event.preventDefault();
    event.stopPropagation();
    run();
  };

  const choose = async (account: ActingAccount) => {
    if (account.current) return onClose();
    if (actAs.isPending) return;
    try {
      await actAs.mutateAsync(account.account_id);
      notify.success(t('accounts.switched', { name: account.name }));
    } catch {
      // The API client has shown why; the session stays where it was.
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the keys of the menu inside it
    <div
      ref={ref}
      id={id}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      className="absolute top-full right-0 z-40 mt-2 w-[min(21rem,calc(100vw-2rem))] rounded-2xl border border-sand-200 bg-white p-2 text-left shadow-lg outline-none"
    >
      <p id={titleId} className="px-3 pt-1 pb-2 text-sm font-semibold text-sand-700">
        {t('accounts.title')}
      </p>
      {rows ? (
        <>
          <div role="menu" aria-labelledby={buttonId} aria-busy={actAs.isPending || undefined}>
            {/* biome-ignore lint/a11y/useSemanticElements: a group of a menu's items, not of a form's fields */}
            <div role="group" aria-labelledby={titleId}>
              {rows.map((account) => (
                <button
                  key={account.account_id}
                  type="button"
                  role="menuitemradio"
                  aria-checked={account.current}
                  tabIndex={-1}
                  disabled={actAs.isPending}
                  onClick={() => void choose(account)}
                  className={item}
                >
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-semibold">{account.name}</span>
                    <span className="block text-xs text-sand-600">
                      {account.role ? t(`roles.${account.role}`) : t('accounts.personal')}
                      {' · '}
                      <span className="tabular-nums">
                        {t('accounts.id', { id: account.account_id })}
                      </span>
                    </span>
                  </span>
                  {actAs.isPending && actAs.variables === account.account_id ? (
                    <Spinner className="size-5 text-brand-600" />
                  ) : (
                    account.current && <Tick />
                  )}
                </button>
              ))}
            </div>
            <hr className="my-2 border-sand-200" />
            <Link
              to={pagePath('profile')}
              role="menuitem"
              tabIndex={-1}
              onClick={() => onClose(false)}
              className={item}
            >
              {t('accounts.settings')}
            </Link>
          </div>
          {/* Only a person joins companies: a company's own login has nothing to wait for. */}
          {rows.length === 1 && rows[0]?.type === 'individual' && (
            <p className="px-3 pt-2 text-sm text-sand-600">{t('accounts.none')}</p>
          )}
        </>
      ) : accounts.isError ? (
        <ListError text={t('accounts.error')} onRetry={() => void accounts.refetch()} />
      ) : (
        <p role="status" className="flex items-center gap-2 px-3 py-3 text-sm text-sand-700">
          <Spinner className="size-4 text-brand-600" />
          {t('accounts.loading')}
        </p>
      )}
    </div>
  );
}

function Tick() {
  return (
    <svg viewBox="0 0 24 24" className="size-5 shrink-0 text-brand-600" aria-hidden="true">
      <path
        d="m5 12.5 4.5 4.5L19 7.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
