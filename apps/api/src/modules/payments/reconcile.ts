import { findOrdersToReconcile } from './payments.repository';
import { type PaymentDeps, settleOrder } from './settle';

/**
 * Asks the bank about every order still pending (each at most every 20 s), so a paid order is
 * credited even when the browser never came back. Returns how many were looked at.
 */
export async function reconcilePayments(deps: PaymentDeps, limit = 20): Promise<number> {
  const due = await findOrdersToReconcile(deps.db, limit, 20);
  for (const { id } of due) await settleOrder(deps, id);
  return due.length;
}
