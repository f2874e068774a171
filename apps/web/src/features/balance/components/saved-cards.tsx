import type { paymentsRoutes, RouteReply, SavedCard } from '@fuel/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { type LoadableQuery, QueryState } from '../../../components/ui/query-state';
import { notify } from '../../../lib/toast';
import { useDeleteSavedCard } from '../api/saved-cards';

/** "VISA •••• 1111 (08/28)": the same in every language. */
export function cardLabel(card: SavedCard) {
  return `${card.brand} •••• ${card.last4} (${card.expiry})`;
}

/** Saved bank cards with their removal (at the bank too), after a confirmation. */
export function SavedCards({
  query,
}: {
  query: LoadableQuery<RouteReply<typeof paymentsRoutes.savedCards>>;
}) {
  const { t } = useTranslation('balance');
  const remove = useDeleteSavedCard();
  const [toDelete, setToDelete] = useState<SavedCard | null>(null);

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      const reply = await remove.mutateAsync(toDelete.id);
      notify.success(reply.message);
      setToDelete(null);
    } catch {
      // The API client has shown why.
    }
  };

  return (
    <QueryState
      query={query}
      loading={t('saved.loading')}
      error={t('saved.error')}
      skeleton={{ count: 1, tile: 'h-16 rounded-xl' }}
    >
      {({ data: cards }) =>
        cards.length === 0 ? (
          <p className="text-sand-700">{t('saved.empty')}</p>
        ) : (
          <>
            <ul className="space-y-3" aria-label={t('saved.heading')}>
              {cards.map((card) => (
                <li
                  key={card.id}
                  className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-sand-200 px-4 py-3"
                >
                  <div className="min-w-0">
                    <p className="font-semibold text-sand-900">
                      {card.brand} <span className="tabular-nums">•••• {card.last4}</span>
                    </p>
                    <p className="text-sm text-sand-700">
                      {card.expired
                        ? t('saved.expired', { expiry: card.expiry })
                        : t('saved.validThru', { expiry: card.expiry })}
                      {card.holder ? ` · ${card.holder}` : ''}
                    </p>
                  </div>
                  <button
                    type="button"
                    className="min-h-11 rounded-xl px-3 font-semibold text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-700"
                    aria-label={t('saved.removeCard', { last4: card.last4 })}
                    onClick={() => setToDelete(card)}
                  >
                    {t('saved.remove')}
                  </button>
                </li>
              ))}
            </ul>
            <ConfirmDialog
              open={toDelete !== null}
              title={t('saved.confirmTitle', { last4: toDelete?.last4 ?? '' })}
              confirmLabel={t('saved.confirmYes')}
              cancelLabel={t('saved.confirmNo')}
              pending={remove.isPending}
              onConfirm={confirmDelete}
              onClose={() => setToDelete(null)}
            >
              {t('saved.confirmText')}
            </ConfirmDialog>
          </>
        )
      }
    </QueryState>
  );
}
