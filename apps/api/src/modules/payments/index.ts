export { forgetCardsOfDeletedAccounts } from './deleted-accounts.service';
export { insertOrder, pendingOrdersSummary } from './payments.repository';
export { paymentsRoutes } from './payments.routes';
export { paymentDeps } from './payments.wiring';
export { reconcilePayments } from './reconcile.service';
export {
  createSavedCardOrder,
  isCardExpired,
  payWithSavedCard,
} from './saved-card-payment.service';
export {
  automaticSpendThisMonth,
  findAutomaticOrder,
  findSavedCard,
} from './saved-cards.repository';
export type { PaymentDeps } from './settle.service';
