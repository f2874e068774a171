import type { FuelRequest } from '@fuel/contract';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n';
import { formatDate } from '../../../lib/time';
import { notify } from '../../../lib/toast';
import { useFuelRequestAction } from '../api/answer-fuel-request';
import { useFuelRequests } from '../api/get-fuel-requests';
import { useVolume } from '../hooks/use-volume';

// Approving opens on a click: the transfer form and its confirmation come then.
const ApproveFuelRequestDialog = lazy(() =>
  import('./approve-fuel-request-dialog').then((m) => ({ default: m.ApproveFuelRequestDialog })),
);

/**
 * Asks for fuel that are still open: those made of the user (send or decline) and the user's
 * own (withdraw). The section is hidden while there are none.
 */
export function FuelRequestsSection() {
  const { t } = useTranslation('friends');
  const asks = useFuelRequests();
  const [approving, setApproving] = useState<FuelRequest | null>(null);
  const incoming = asks.data?.incoming_requests.data ?? [];
  const outgoing = asks.data?.outgoing_requests.data ?? [];
  return (
    <>
      {incoming.length + outgoing.length > 0 && (
        <section
          aria-labelledby="asks-title"
          className="rounded-3xl border border-sand-200 bg-white p-5 shadow-sm"
        >
          <h2 id="asks-title" className="text-lg font-bold text-sand-900">
            {t('asks.title')}
          </h2>
          {incoming.length > 0 && (
            <AskList
              title={t('asks.incoming')}
              asks={incoming}
              mine={false}
              onApprove={setApproving}
            />
          )}
          {outgoing.length > 0 && (
            <AskList title={t('asks.outgoing')} asks={outgoing} mine onApprove={setApproving} />
          )}
        </section>
      )}
      {/* Outside the section: the result stays on screen after the answered ask leaves the list. */}
      {approving && (
        <Suspense fallback={null}>
          <ApproveFuelRequestDialog ask={approving} onClose={() => setApproving(null)} />
        </Suspense>
      )}
    </>
  );
}

interface AskListProps {
  title: string;
  asks: FuelRequest[];
  mine: boolean;
  onApprove(ask: FuelRequest): void;
}

function AskList({ title, asks, mine, onApprove }: AskListProps) {
  return (
    <>
      <h3 className="mt-4 text-sm font-semibold text-sand-600">{title}</h3>
      <ul className="divide-y divide-sand-100">
        {asks.map((ask) => (
          <AskRow
            key={ask.fuel_request_id}
            ask={ask}
            mine={mine}
            onApprove={() => onApprove(ask)}
          />
        ))}
      </ul>
    </>
  );
}

function AskRow({ ask, mine, onApprove }: { ask: FuelRequest; mine: boolean; onApprove(): void }) {
  const { t } = useTranslation('friends');
  const language = useLanguage();
  const volume = useVolume();
  const action = useFuelRequestAction();
  const amount = volume(ask.quantity, ask.unit);
  const { name } = ask;
  const run = async (kind: 'decline' | 'withdraw') => {
    try {
      const reply = await action.mutateAsync({ kind, id: ask.fuel_request_id });
      notify.success(reply.message);
    } catch {
      // The API client has shown why.
    }
  };
  const small =
    'inline-flex h-10 items-center rounded-full px-4 text-sm font-semibold disabled:opacity-60';
  return (
    <li className="py-3">
      <p className="font-semibold break-words text-sand-900">{name}</p>
      <p className="text-sm text-sand-800">
        {t(mine ? 'asks.youAsk' : 'asks.asksYou', { volume: amount, product: ask.product_name })}
      </p>
      {ask.note && (
        <p className="text-sm break-words text-sand-700">{t('asks.note', { note: ask.note })}</p>
      )}
      <p className="text-xs text-sand-600">
        {t('asks.expires', { date: formatDate(ask.expires_at, language) })}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {mine ? (
          <button
            type="button"
            disabled={action.isPending}
            onClick={() => void run('withdraw')}
            aria-label={t('asks.withdrawOne', { name })}
            className={`${small} border border-sand-300 text-sand-800 hover:bg-sand-100`}
          >
            {t('asks.withdraw')}
          </button>
        ) : (
          <>
            <button
              type="button"
              onClick={onApprove}
              aria-label={t('asks.approveOne', { volume: amount, name })}
              className={`${small} bg-brand-600 text-white hover:bg-brand-700`}
            >
              {t('asks.approve')}
            </button>
            <button
              type="button"
              disabled={action.isPending}
              onClick={() => void run('decline')}
              aria-label={t('asks.declineOne', { name })}
              className={`${small} border border-sand-300 text-red-700 hover:bg-red-50`}
            >
              {t('asks.decline')}
            </button>
          </>
        )}
      </div>
    </li>
  );
}
