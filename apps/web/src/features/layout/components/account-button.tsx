import type { TeamRole } from '@fuel/contract';
import { type ReactNode, Suspense, useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '../../../lib/session';
import '../texts';
import { Avatar } from './avatar';

/** The open list of accounts: `id` is its element's, `onClose` hands focus back unless told not to. */
export type AccountMenu = (props: {
  id: string;
  buttonId: string;
  onClose(focusButton?: boolean): void;
}) => ReactNode;

/**
 * Whom the session acts for (name, ID, role) as the button of a menu listing the person's
 * accounts. Only the button comes with the frame: the list's code loads the first time it opens
 * (a signed-in page's first download is held to a budget, DESIGN §8); meanwhile the button says
 * it is busy.
 */
export function AccountButton({
  userInfo,
  role,
  menu,
}: {
  userInfo: UserInfo | null;
  role: TeamRole | null;
  menu: AccountMenu;
}) {
  const { t } = useTranslation('cabinet');
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  const onClose = useCallback((focusButton = true) => {
    setOpen(false);
    if (focusButton) button.current?.focus();
  }, []);
  return (
    <div className="relative min-w-0">
      <button
        ref={button}
        id={`${id}b`}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen(!open)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpen(true);
          }
        }}
        className="flex max-w-full min-w-0 items-center gap-2 rounded-full py-1 pr-1 hover:bg-brand-50 aria-expanded:bg-brand-50 sm:gap-3 sm:pr-3"
      >
        <Avatar src={userInfo?.profilePicture ?? null} />
        {/* Shown on phones too, cut short with an ellipsis rather than widening the page. */}
        <span className="min-w-0 text-left leading-tight">
          <span className="block max-w-48 truncate text-sm font-semibold text-sand-900 sm:text-base">
            {userInfo?.fullname}
          </span>
          <span className="flex gap-1 text-xs text-sand-600">
            {userInfo && (
              <span className="shrink-0 tabular-nums">
                {t('header.userId', { id: userInfo.id })}
              </span>
            )}
            {role && <span className="truncate">· {t(`roles.${role}`)}</span>}
          </span>
          <span className="sr-only">{t('header.accounts')}</span>
        </span>
      </button>
      {open && <Suspense fallback={null}>{menu({ id, buttonId: `${id}b`, onClose })}</Suspense>}
    </div>
  );
}
