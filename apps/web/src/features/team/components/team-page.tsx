import type { TeamMember } from '@fuel/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PageTitle } from '../../../components/layout/page-title';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { pageCount, pageFromSearch } from '../../../components/ui/pager';
import { ListEmpty, QueryList } from '../../../components/ui/query-list';
import { useActingRole, useCan } from '../../../lib/session';
import { notify } from '../../../lib/toast';
import { MEMBERS_PAGE_SIZE, useMembers } from '../api/get-members';
import { useRemoveMember } from '../api/remove-member';
import { actorRole, mayChangeMember, rolesToGive } from '../roles';
import '../texts';
import { CardGroupsPanel } from './card-groups-panel';
import { InviteForm } from './invite-form';
import { InvitesPanel } from './invites-panel';
import { MemberRow } from './member-row';

/**
 * The company's team: its members and their roles, the invitation form and the invitations
 * waiting for an answer. Only what the actor's role allows is offered: an accountant reads, an
 * administrator manages everyone but the owners, an owner everyone; nobody their own row.
 */
export function TeamPage() {
  const { t } = useTranslation('team');
  const navigate = useNavigate();
  const page = pageFromSearch(useLocation().search);
  const actor = actorRole(useActingRole());
  const manages = useCan('members.manage');
  const members = useMembers(page);
  const remove = useRemoveMember();
  const [leaving, setLeaving] = useState<TeamMember | null>(null);
  const rows = members.data?.data ?? [];
  const total = members.data?.count ?? 0;
  const giveable = manages ? rolesToGive(actor) : [];

  const confirmRemove = async () => {
    if (!leaving) return;
    try {
      await remove.mutateAsync(leaving.id);
      notify.success(t('members.removed', { name: leaving.full_name }));
      setLeaving(null);
      if (page > 1 && rows.length === 1) navigate(`?page=${page - 1}`);
    } catch {
      // The API client has shown why.
    }
  };

  return (
    <>
      <PageTitle>{`${t('title')} · Fuel Cabinet`}</PageTitle>
      <h1 className="text-2xl font-bold text-sand-900 sm:text-3xl">{t('title')}</h1>
      <p className="mt-1 text-sand-700">{t('subtitle')}</p>
      <div className="mt-6 grid gap-8 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] xl:items-start">
        <section aria-labelledby="members-title" aria-busy={members.isFetching}>
          <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="members-title" className="text-lg font-bold text-sand-900">
              {t('members.heading')}
            </h2>
            <p role="status" className="text-sm text-sand-700">
              {members.data ? t('members.count', { count: total }) : ''}
            </p>
          </div>
          <QueryList
            query={members}
            loading={t('members.loading')}
            error={t('members.error')}
            skeleton={{ count: 3, className: 'space-y-3', tile: 'h-32 rounded-2xl' }}
            empty={<ListEmpty title={t('members.empty')} hint={t('members.emptyHint')} />}
            pager={{
              page,
              pages: pageCount(total, MEMBERS_PAGE_SIZE),
              label: t('members.pages'),
              hrefOf: (n) => (n > 1 ? `?page=${n}` : '?'),
            }}
          >
            {({ data }) => (
              <ul className="space-y-3">
                {data.map((member) => (
                  <MemberRow
                    key={`${member.id}:${member.role}`}
                    member={member}
                    roles={mayChangeMember(actor, member) ? giveable : []}
                    manages={manages}
                    onRemove={setLeaving}
                  />
                ))}
              </ul>
            )}
          </QueryList>
        </section>
        <div className="space-y-8">
          {manages && <InviteForm roles={giveable} />}
          {manages && <CardGroupsPanel />}
          <InvitesPanel manages={manages} />
        </div>
      </div>
      <ConfirmDialog
        open={leaving !== null}
        title={t('confirm.title', { name: leaving?.full_name ?? '' })}
        confirmLabel={t('confirm.yes')}
        cancelLabel={t('confirm.no')}
        pending={remove.isPending}
        onConfirm={confirmRemove}
        onClose={() => setLeaving(null)}
      >
        {t('confirm.text')}
      </ConfirmDialog>
    </>
  );
}
