import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useLiveEvents } from '../../../lib/live-events';
import { invalidateUserData, queryKeys } from '../../../lib/query-keys';
import { usePaymentSync } from '../api/sync-payment';
import { paymentTone, returnedOrderId, withoutOrderId } from '../payment-return';

/**
 * Back from the bank with ?orderId=…: asks the server to sync the order, then takes the id out
 * of the address (same page, no new history entry). The id stays in state so "Check again"
 * still works while the bank has not decided.
 */
export function usePaymentReturn() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [orderId, setOrderId] = useState(() => returnedOrderId(location.search));
  const sync = usePaymentSync(orderId);
  const cleaned = useRef(false);

  // Another return while the page is open (the bank's page in the same tab) starts over.
  const fromUrl = returnedOrderId(location.search);
  useEffect(() => {
    if (fromUrl && fromUrl !== orderId) {
      cleaned.current = false;
      setOrderId(fromUrl);
    }
  }, [fromUrl, orderId]);

  const settled = sync.data ?? null;
  // The server's reconciler settled it meanwhile (or the stream was down): ask at once.
  useLiveEvents((event) => {
    if (!orderId || !settled || paymentTone(settled.state) !== 'pending') return;
    if (
      (event.type === 'balance.changed' &&
        (event.data.order_id === undefined || event.data.order_id === orderId)) ||
      event.type === 'stream.reconnected'
    ) {
      void sync.refetch();
    }
  });
  useEffect(() => {
    if (!settled && !sync.isError) return;
    // The paid order may have saved its card: the list was read before the bank's answer.
    if (settled?.state === 'paid') {
      void invalidateUserData(queryClient, queryKeys.balances, queryKeys.savedCards);
    }
    if (cleaned.current) return;
    cleaned.current = true;
    if (returnedOrderId(location.search)) {
      navigate(
        {
          pathname: location.pathname,
          search: withoutOrderId(location.search),
          hash: location.hash,
        },
        { replace: true },
      );
    }
  }, [settled, sync.isError, queryClient, navigate, location]);

  return {
    orderId,
    reply: settled,
    checking: sync.isFetching,
    failed: sync.isError,
    // Not this user's order (or none at all): asking again cannot change that.
    missing: sync.error instanceof ApiError && sync.error.status === 404,
    recheck: () => void sync.refetch(),
    dismiss: () => setOrderId(null),
  };
}
