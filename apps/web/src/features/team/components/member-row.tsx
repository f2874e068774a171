import type { TeamMember, TeamRole } from '@fuel/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import { useLanguage } from '../../../lib/i18n';
import { formatDate } from '../../../lib/time';
import { notify } from '../../../lib/toast';
import { useChangeRole } from '../api/change-role';
import { MemberGroups } from './member-groups';

interface MemberRowProps {
  member: TeamMember;
  /** The roles the actor may give this member; none when the row is read-only. */
  roles: TeamRole[];
  /** Whether the actor may change or remove anyone at all (else no hint on owners' rows). */
  manages: boolean;
  onRemove(member: TeamMember): void;
}

const button = 'inline-flex h-11 items-center justify-center gap-2 rounded-full px-5 font-semibold';

/**
 * One member: name, ID, contacts, when they joined, and their role: a choice saved on request
 * where the actor may change it, plain text on their own row and (for an administrator) on an
 * owner's; with Remove beside it.
 */
export function MemberRow({ member, roles, manages, onRemove }: MemberRowProps) {
  const { t } = useTranslation('team');
  const language = useLanguage();
  const change = useChangeRole();
  const [role, setRole] = useState<TeamRole>(member.role);
  const id = useId();
  const editable = roles.length > 0;
  const save = async () => {
    try {
      const reply = await change.mutateAsync({ id: member.id, role });
      notify.success(
        t('members.changed', { name: member.full_name, role: t(`roles.${reply.role}`) }),
      );
    } catch {
      // The API client has shown why; the choice goes back to the role held.
      setRole(member.role);
    }
  };
  return (
    <li className="rounded-2xl border border-sand-200 bg-white p-4 shadow-xs sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 flex-1 basis-60">
          <p id={`${id}-name`} className="font-semibold break-words text-sand-900">
            {member.full_name}
            {member.is_you && (
              <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">
                {t('members.you')}
              </span>
            )}
          </p>
          <p className="mt-0.5 text-sm text-sand-600">
            <span className="tabular-nums">{t('members.id', { id: member.user_id })}</span>
            {' · '}
            {t('members.joined', { date: formatDate(member.joined_at, language) })}
          </p>
          <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="text-sand-600">{t('members.email')}</dt>
            <dd className="min-w-0 break-all text-sand-900">{member.email}</dd>
            {member.phone && (
              <>
                <dt className="text-sand-600">{t('members.phone')}</dt>
                <dd className="text-sand-900 tabular-nums">{member.phone}</dd>
              </>
            )}
          </dl>
          {editable && member.role === 'fleet_manager' && <MemberGroups member={member} />}
        </div>
        <div className="flex w-full flex-wrap items-end gap-2 sm:w-auto">
          {editable ? (
            <>
              <div className="min-w-0 flex-1 sm:w-64 sm:flex-none">
                <label
                  id={`${id}-role-label`}
                  htmlFor={`${id}-role`}
                  className="block text-sm font-semibold text-sand-800"
                >
                  {t('members.role')}
                </label>
                <select
                  id={`${id}-role`}
                  value={role}
                  onChange={(event) => setRole(event.target.value as TeamRole)}
                  aria-labelledby={`${id}-role-label ${id}-name`}
                  disabled={change.isPending}
                  className="mt-1.5 h-11 w-full rounded-xl border border-sand-300 bg-white px-3 text-base text-sand-900 hover:border-sand-400 focus:border-brand-500 disabled:bg-sand-100"
                >
                  {roles.map((value) => (
                    <option key={value} value={value}>
                      {t(`roles.${value}`)}
                    </option>
                  ))}
                </select>
              </div>
              {role !== member.role && (
                <button
                  type="button"
                  onClick={() => void save()}
                  disabled={change.isPending}
                  aria-busy={change.isPending || undefined}
                  className={`${button} bg-brand-600 text-white hover:bg-brand-700 disabled:cursor-wait`}
                >
                  {change.isPending && <Spinner />}
                  {t('members.save')}
                </button>
              )}
              <button
                type="button"
                onClick={() => onRemove(member)}
                aria-label={t('members.removeLabel', { name: member.full_name })}
                className={`${button} border border-sand-300 text-red-700 hover:bg-red-50`}
              >
                {t('members.remove')}
              </button>
            </>
          ) : (
            <div className="text-left sm:text-right">
              <p className="text-sm text-sand-600">{t('members.role')}</p>
              <p className="font-semibold text-sand-900">{t(`roles.${member.role}`)}</p>
              {manages && !member.is_you && (
                <p className="mt-1 max-w-56 text-xs text-sand-600">{t('members.readOnly')}</p>
              )}
            </div>
          )}
        </div>
      </div>
    </li>
  );
}
