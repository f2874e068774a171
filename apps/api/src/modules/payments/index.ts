export { forgetCardsOfDeletedAccounts } from './deleted-accounts';
export { paymentDeps, paymentsRoutes } from './payments.routes';
export { reconcilePayments } from './reconcile';
export {
  createSavedCardOrder,
  isCardExpired,
  payWithSavedCard,
  type SavedCardOutcome,
} from './saved-card-payment';
export {
  automaticSpendThisMonth,
  findAutomaticOrder,
  findSavedCard,
  type SavedCard,
} from './saved-cards.repository';
export type { PaymentDeps } from './settle';
