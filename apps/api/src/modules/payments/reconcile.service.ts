import pLimit from 'p-limit';
import { claimOrdersToReconcile } from './payments.repository';
import { type PaymentDeps, settleOrder } from './settle.service';

export interface ReconcileOptions {
  /** Orders claimed per statement. */
  batch?: number;
  /** Questions to the bank in flight at once. */
  concurrency?: number;
  /** A round stops claiming more after this long; the next round goes on. */
  budgetMs?: number;
  onError?: (orderId: string, err: unknown) => void;
}

/**
 * One round of asking the bank about pending orders, so a paid order is credited even when the
 * browser never came back. Every due order is taken, never-asked ones first, each asked again
 * after a back-off that grows to `config.payment.reconcile.maxBackoffSeconds`: a thousand
 * abandoned orders cost a few questions a second and cannot keep a paid one waiting.
 * Returns how many orders were asked about.
 */
export async function reconcilePayments(
  deps: PaymentDeps,
  { batch = 50, concurrency = 16, budgetMs = 10_000, onError }: ReconcileOptions = {},
): Promise<number> {
  const started = new Date();
  const limit = pLimit(concurrency);
  let asked = 0;
  for (;;) {
    const ids = await claimOrdersToReconcile(
      deps.db,
      batch,
      deps.config.payment.reconcile,
      started,
    );
    await Promise.all(
      ids.map((id) =>
        limit(() => settleOrder(deps, id).catch((err: unknown) => onError?.(id, err))),
      ),
    );
    asked += ids.length;
    if (ids.length < batch || Date.now() - started.getTime() > budgetMs) return asked;
  }
}
