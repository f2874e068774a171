import type { TeamInvite } from '@fuel/contract';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button';
import { ListEmpty, QueryList } from '../../../components/ui/query-list';
import { Spinner } from '../../../components/ui/spinner';
import { useLanguage } from '../../../lib/i18n';
import { formatDate } from '../../../lib/time';
import { notify } from '../../../lib/toast';
import { useInvites } from '../api/get-invites';
import { useRevokeInvite } from '../api/revoke-invite';

/**
 * The invitations still waiting for an answer: to whom, in what role, by whom and until when;
 * those who manage the team may revoke one (its link stops working).
 */
export function InvitesPanel({ manages }: { manages: boolean }) {
  const { t } = useTranslation('team');
  const invites = useInvites();
  return (
    <section aria-labelledby="invites-title" aria-busy={invites.isFetching}>
      <h2 id="invites-title" className="text-lg font-bold text-sand-900">
        {t('invites.heading')}
      </h2>
      <div className="mt-3">
        <QueryList
          query={invites}
          loading={t('invites.loading')}
          error={t('invites.error')}
          skeleton={{ count: 2, className: 'space-y-3', tile: 'h-24 rounded-2xl' }}
          empty={<ListEmpty compact title={t('invites.empty')} />}
        >
          {({ data }) => (
            <ul className="space-y-3">
              {data.map((invite) => (
                <InviteRow key={invite.id} invite={invite} manages={manages} />
              ))}
            </ul>
          )}
        </QueryList>
      </div>
    </section>
  );
}

function InviteRow({ invite, manages }: { invite: TeamInvite; manages: boolean }) {
  const { t } = useTranslation('team');
  const language = useLanguage();
  const revoke = useRevokeInvite();
  const onRevoke = async () => {
    try {
      await revoke.mutateAsync(invite.id);
      notify.success(t('invites.revoked', { email: invite.email }));
    } catch {
      // The API client has shown why.
    }
  };
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-sand-200 bg-white p-4 shadow-xs">
      <div className="min-w-0 flex-1 basis-60">
        <p className="font-semibold break-all text-sand-900">{invite.email}</p>
        <p className="mt-0.5 text-sm text-sand-700">
          {t(`roles.${invite.role}`)}
          {invite.phone && <span className="tabular-nums"> · {invite.phone}</span>}
        </p>
        <p className="mt-0.5 text-sm text-sand-600">
          {t('invites.by', { name: invite.invited_by })}
          {' · '}
          {t('invites.until', { date: formatDate(invite.expires_at, language) })}
        </p>
      </div>
      {manages && (
        <button
          type="button"
          onClick={() => void onRevoke()}
          disabled={revoke.isPending}
          aria-busy={revoke.isPending || undefined}
          aria-label={t('invites.revokeLabel', { email: invite.email })}
          className={buttonClass('danger-outline')}
        >
          {revoke.isPending && <Spinner />}
          {t('invites.revoke')}
        </button>
      )}
    </li>
  );
}
