import type { ConnectionItem } from '@fuel/contract';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { pageCount } from '../../../components/ui/pager';
import { ListEmpty, ListSkeleton, QueryList } from '../../../components/ui/query-list';
import { useFocusAfterwards } from '../../../lib/focus';
import { useSession } from '../../../lib/session';
import { notify } from '../../../lib/toast';
import { useConnections } from '../api/get-connections';
import { useRemoveConnection } from '../api/remove-connection';
import type { Kind } from '../kind';
import { listHref, listParams, PAGE_SIZE } from '../list-params';
import '../texts';
import { PageTitle } from '../../../components/layout/page-title';
import { Modal } from '../../../components/ui/modal';
import { AddByIdForm } from './add-by-id-form';
import { ConnectionRow } from './connection-row';
import { FuelRequestsSection } from './fuel-requests-section';
import type { Direction } from './request-tabs';
import { RequestsSection } from './requests-section';
import { SearchForm } from './search-form';

// The transfer form and its confirmation come with the first Send fuel, not with the list.
const SendFuelDialog = lazy(() =>
  import('./send-fuel-dialog').then((m) => ({ default: m.SendFuelDialog })),
);

// Asking for fuel opens on a click too.
const AskFuelDialog = lazy(() =>
  import('./ask-fuel-dialog').then((m) => ({ default: m.AskFuelDialog })),
);

type Action = { kind: 'send' | 'ask' | 'remove'; connection: ConnectionItem } | null;

/**
 * Friends (individuals) or My partners (companies): one screen, two vocabularies. The list with
 * search and paging in the URL; beside it adding by ID, the requests and the asks for fuel.
 */
export function ConnectionsPage({ kind }: { kind: Kind }) {
  const { t } = useTranslation('friends');
  const navigate = useNavigate();
  const params = listParams(useLocation().search);
  const list = useConnections(params);
  const remove = useRemoveConnection();
  const { userInfo } = useSession();
  const [action, setAction] = useState<Action>(null);
  const [direction, setDirection] = useState<Direction>('incoming');
  const listTitle = useFocusAfterwards<HTMLHeadingElement>();
  const total = list.data?.count ?? 0;
  const removing = action?.kind === 'remove' ? action.connection : null;

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      const reply = await remove.mutateAsync(removing.user_relation_id);
      notify.success(reply.message);
      setAction(null);
      listTitle.focus();
      // The last row of a later page is gone: step back to a page that exists.
      if (params.page > pageCount(total - 1, PAGE_SIZE))
        navigate(listHref({ ...params, page: params.page - 1 }));
    } catch {
      // The API client has shown why.
    }
  };

  return (
    <>
      <PageTitle>{`${t(`${kind}.title`)} · Fuel Cabinet`}</PageTitle>
      <h1 className="text-2xl font-bold text-sand-900 sm:text-3xl">{t(`${kind}.title`)}</h1>
      <p className="mt-1 text-sand-700">{t(`${kind}.subtitle`)}</p>
      {userInfo && (
        <p className="mt-2 inline-flex rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800 tabular-nums">
          {t('yourId', { id: userInfo.id })}
        </p>
      )}
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <section
          aria-labelledby="connections-title"
          aria-busy={list.isFetching}
          className="min-w-0"
        >
          <h2
            id="connections-title"
            ref={listTitle.ref}
            tabIndex={-1}
            className="mb-3 text-lg font-bold text-sand-900"
          >
            {t(`${kind}.listTitle`)}
          </h2>
          <SearchForm key={params.search} search={params.search} />
          <div className="mt-4">
            <QueryList
              query={list}
              loading={t(`${kind}.loading`)}
              error={t(`${kind}.error`)}
              empty={
                params.search ? (
                  <ListEmpty title={t('search.noResults')} />
                ) : (
                  <ListEmpty title={t(`${kind}.empty`)} hint={t(`${kind}.emptyHint`)} />
                )
              }
              pager={{
                page: params.page,
                pages: pageCount(total, PAGE_SIZE),
                label: t(`${kind}.pager`),
                hrefOf: (page) => listHref({ ...params, page }),
              }}
            >
              {({ data: rows }) => (
                <>
                  {params.search && (
                    <p className="mb-2 text-sm text-sand-700" role="status">
                      {t('search.found', { count: total })}
                    </p>
                  )}
                  <ul className="space-y-3">
                    {rows.map((connection) => (
                      <ConnectionRow
                        key={connection.user_relation_id}
                        connection={connection}
                        onSendFuel={() => setAction({ kind: 'send', connection })}
                        onAsk={() => setAction({ kind: 'ask', connection })}
                        onRemove={() => setAction({ kind: 'remove', connection })}
                      />
                    ))}
                  </ul>
                </>
              )}
            </QueryList>
          </div>
        </section>
        <div className="space-y-6">
          <RequestsSection direction={direction} onDirection={setDirection} />
          <FuelRequestsSection />
          <AddByIdForm kind={kind} onPending={() => setDirection('outgoing')} />
        </div>
      </div>
      {action?.kind === 'send' && (
        <Suspense
          fallback={
            <Modal title={t('transfer.title')} onClose={() => setAction(null)}>
              <ListSkeleton label={t('transfer.title')} count={2} />
            </Modal>
          }
        >
          <SendFuelDialog recipient={action.connection} onClose={() => setAction(null)} />
        </Suspense>
      )}
      {action?.kind === 'ask' && (
        <Suspense fallback={null}>
          <AskFuelDialog recipient={action.connection} onClose={() => setAction(null)} />
        </Suspense>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t(`${kind}.removeTitle`, { name: removing?.name ?? '' })}
        confirmLabel={t('remove.yes')}
        cancelLabel={t('remove.no')}
        pending={remove.isPending}
        onConfirm={confirmRemove}
        onClose={() => setAction(null)}
      >
        {t('remove.text')}
      </ConfirmDialog>
    </>
  );
}
