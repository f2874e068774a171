import { CARD_GROUP_LIMITS } from '@fuel/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button';
import { notify } from '../../../lib/toast';
import { useCreateCardGroup, useRemoveCardGroup, useTeamCardGroups } from '../api/card-groups';

const button = 'inline-flex h-11 items-center justify-center rounded-full px-5 font-semibold';

/**
 * Card groups (e.g. departments): cards are put in one from their settings, and a fleet manager
 * can be kept to some. A group goes only once no card and no manager uses it.
 */
export function CardGroupsPanel() {
  const { t } = useTranslation('team');
  const id = useId();
  const groups = useTeamCardGroups();
  const create = useCreateCardGroup();
  const remove = useRemoveCardGroup();
  const [name, setName] = useState('');
  const add = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    try {
      await create.mutateAsync(name.trim());
      notify.success(t('groups.added', { name: name.trim() }));
      setName('');
    } catch {
      // The API client has shown why (a name already used, or too many groups).
    }
  };
  const list = groups.data?.data ?? [];
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-sand-200 bg-white p-4 sm:p-5"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold text-sand-900">
        {t('groups.heading')}
      </h2>
      <p className="mt-1 text-sm text-sand-700">{t('groups.hint')}</p>
      {list.length > 0 ? (
        <ul className="mt-3 divide-y divide-sand-100">
          {list.map((g) => (
            <li key={g.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="min-w-0 break-words text-sand-900">
                <span className="font-semibold">{g.name}</span>
                <span className="ml-2 text-sm text-sand-600">
                  {t('groups.cards', { count: g.cards })}
                </span>
              </span>
              <button
                type="button"
                disabled={remove.isPending}
                onClick={async () => {
                  try {
                    await remove.mutateAsync(g.id);
                    notify.success(t('groups.removed', { name: g.name }));
                  } catch {
                    // Shown by the API client: the group is still in use.
                  }
                }}
                aria-label={t('groups.removeLabel', { name: g.name })}
                className={buttonClass('danger-outline', 'sm')}
              >
                {t('groups.remove')}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-sand-600">{t('groups.empty')}</p>
      )}
      <form onSubmit={add} className="mt-3 flex flex-wrap items-end gap-2">
        <label
          htmlFor={`${id}-name`}
          className="grid min-w-0 flex-1 gap-1 text-sm font-semibold text-sand-800"
        >
          {t('groups.name')}
          <input
            id={`${id}-name`}
            value={name}
            maxLength={CARD_GROUP_LIMITS.nameMax}
            onChange={(e) => setName(e.target.value)}
            autoComplete="off"
            className="h-11 rounded-xl border border-sand-300 bg-white px-3 text-base font-normal"
          />
        </label>
        <button
          type="submit"
          disabled={create.isPending}
          className={`${button} border border-brand-600 text-brand-700 hover:bg-brand-50`}
        >
          {t('groups.add')}
        </button>
      </form>
    </section>
  );
}
