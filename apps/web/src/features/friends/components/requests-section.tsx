import type { FriendRequest } from '@fuel/contract';
import { useOptimistic, useTransition } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/ui/query-list';
import { useLanguage } from '../../../lib/i18n';
import { formatDate } from '../../../lib/time';
import { notify } from '../../../lib/toast';
import { useRequestAction } from '../api/answer-request';
import { useFriendRequests } from '../api/get-friend-requests';
import { type Direction, RequestTabs } from './request-tabs';

/**
 * Requests waiting for an answer: incoming ones to accept or reject, outgoing ones to cancel. The
 * page holds which tab is open, so that a request just sent shows in the outgoing one.
 */
export function RequestsSection({
  direction,
  onDirection,
}: {
  direction: Direction;
  onDirection(next: Direction): void;
}) {
  const { t } = useTranslation('friends');
  const requests = useFriendRequests();
  // A request answered leaves its list at once; refused, it comes back when the answer ends.
  const [answered, markAnswered] = useOptimistic(
    new Set<string>(),
    (ids: ReadonlySet<string>, id: string) => new Set(ids).add(id),
  );
  const open = (list: { count: number; data: FriendRequest[] }) => {
    const data = list.data.filter((request) => !answered.has(request.user_relation_id));
    return { data, count: list.count - (list.data.length - data.length) };
  };

  return (
    <section
      aria-labelledby="requests-title"
      className="rounded-3xl border border-sand-200 bg-white p-5 shadow-sm"
    >
      <h2 id="requests-title" className="mb-3 text-lg font-bold text-sand-900">
        {t('requests.title')}
      </h2>
      <QueryState
        query={requests}
        loading={t('requests.loading')}
        error={t('requests.error')}
        skeleton={{ count: 2 }}
      >
        {(reply) => {
          const incoming = open(reply.incoming_requests);
          const outgoing = open(reply.outgoing_requests);
          const rows = (direction === 'incoming' ? incoming : outgoing).data;
          return (
            <RequestTabs
              label={t('requests.tabs')}
              selected={direction}
              onSelect={onDirection}
              labels={{
                incoming: t('requests.incoming', { count: incoming.count }),
                outgoing: t('requests.outgoing', { count: outgoing.count }),
              }}
            >
              {rows.length === 0 ? (
                <p className="rounded-2xl bg-sand-50 p-4 text-center text-sand-700">
                  {direction === 'incoming'
                    ? t('requests.emptyIncoming')
                    : t('requests.emptyOutgoing')}
                </p>
              ) : (
                <ul className="divide-y divide-sand-100">
                  {rows.map((request) => (
                    <RequestRow
                      key={request.user_relation_id}
                      request={request}
                      direction={direction}
                      onAnswer={markAnswered}
                    />
                  ))}
                </ul>
              )}
            </RequestTabs>
          );
        }}
      </QueryState>
    </section>
  );
}

function RequestRow({
  request,
  direction,
  onAnswer,
}: {
  request: FriendRequest;
  direction: Direction;
  /** Takes the row off its list for as long as the answer is on its way. */
  onAnswer(id: string): void;
}) {
  const { t } = useTranslation('friends');
  const language = useLanguage();
  const action = useRequestAction();
  const [busy, startAnswer] = useTransition();
  const { name } = request;
  // The answer ends once the lists have been read again (the mutation waits for it), so the row
  // does not flash back before the new lists arrive.
  const run = (kind: 'accept' | 'reject' | 'cancel') =>
    startAnswer(async () => {
      onAnswer(request.user_relation_id);
      try {
        const reply = await action.mutateAsync({
          kind,
          user_relation_id: request.user_relation_id,
        });
        notify.success(reply.message);
      } catch {
        // The API client has shown why; the row is back.
      }
    });
  const button = (kind: 'accept' | 'reject' | 'cancel', label: string, style: string) => (
    <button
      type="button"
      disabled={busy}
      onClick={() => run(kind)}
      aria-label={t(`requests.${kind}One`, { name })}
      className={`inline-flex h-10 items-center rounded-full px-4 text-sm font-semibold disabled:opacity-60 ${style}`}
    >
      {label}
    </button>
  );
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="font-semibold break-words text-sand-900">{name}</p>
        <p className="text-sm text-sand-700">
          <span className="tabular-nums">{t('row.id', { id: request.id })}</span>
          {' · '}
          {t('requests.sentAt', { date: formatDate(request.created_at, language) })}
        </p>
      </div>
      <div className="flex gap-2">
        {direction === 'incoming' ? (
          <>
            {button('accept', t('requests.accept'), 'bg-brand-600 text-white hover:bg-brand-700')}
            {button(
              'reject',
              t('requests.reject'),
              'border border-sand-300 text-red-700 hover:bg-red-50',
            )}
          </>
        ) : (
          button(
            'cancel',
            t('requests.cancel'),
            'border border-sand-300 text-sand-800 hover:bg-sand-100',
          )
        )}
      </div>
    </li>
  );
}
