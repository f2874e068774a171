export { forgetCardsOfDeletedAccounts } from './deleted-accounts';
export { pendingOrdersSummary } from './payments.repository';
export { paymentsRoutes } from './payments.routes';
export { paymentDeps } from './payments.wiring';
export { reconcilePayments } from './reconcile';
export {
  createSavedCardOrder,
  isCardExpired,
  payWithSavedCard,
} from './saved-card-payment';
export {
  automaticSpendThisMonth,
  findAutomaticOrder,
  findSavedCard,
} from './saved-cards.repository';
export type { PaymentDeps } from './settle';
