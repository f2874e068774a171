import type { TeamMember } from '@fuel/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button';
import { notify } from '../../../lib/toast';
import { useTeamCardGroups } from '../api/card-groups';
import { useChangeRole } from '../api/change-role';

/**
 * Which cards a fleet manager manages: every card, or only those of chosen groups. Applies at
 * their next request.
 */
export function MemberGroups({ member }: { member: TeamMember }) {
  const { t } = useTranslation('team');
  const id = useId();
  const groups = useTeamCardGroups().data?.data ?? [];
  const change = useChangeRole();
  const [chosen, setChosen] = useState<string[] | null>(member.card_group_ids);
  if (groups.length === 0) return null;
  const changed = String(chosen) !== String(member.card_group_ids);
  const save = async () => {
    try {
      await change.mutateAsync({ id: member.id, role: 'fleet_manager', cardGroupIds: chosen });
      notify.success(t('groups.saved', { name: member.full_name }));
    } catch {
      setChosen(member.card_group_ids);
    }
  };
  return (
    <fieldset className="mt-3 rounded-xl bg-sand-50 p-3 text-sm">
      <legend className="px-1 font-semibold text-sand-800">{t('groups.manages')}</legend>
      <label className="flex items-center gap-2">
        <input
          type="radio"
          name={`${id}-scope`}
          checked={chosen === null}
          onChange={() => setChosen(null)}
          className="size-4 accent-brand-600"
        />
        {t('groups.allCards')}
      </label>
      <label className="mt-1 flex items-center gap-2">
        <input
          type="radio"
          name={`${id}-scope`}
          checked={chosen !== null}
          onChange={() => setChosen(chosen ?? [])}
          className="size-4 accent-brand-600"
        />
        {t('groups.someGroups')}
      </label>
      {chosen !== null && (
        <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1 pl-6">
          {groups.map((g) => (
            <label key={g.id} className="inline-flex items-center gap-2">
              <input
                type="checkbox"
                checked={chosen.includes(g.id)}
                onChange={(e) =>
                  setChosen(e.target.checked ? [...chosen, g.id] : chosen.filter((x) => x !== g.id))
                }
                className="size-4 accent-brand-600"
              />
              {g.name}
            </label>
          ))}
        </div>
      )}
      {changed && (
        <button
          type="button"
          onClick={() => void save()}
          disabled={change.isPending}
          className={`${buttonClass('primary', 'sm')} mt-2`}
        >
          {t('members.save')}
        </button>
      )}
    </fieldset>
  );
}
