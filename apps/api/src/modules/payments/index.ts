export { paymentDeps, paymentsRoutes } from './payments.routes';
export { reconcilePayments } from './reconcile';
