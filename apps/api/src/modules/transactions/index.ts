export {
  insertTransaction,
  insertTransactions,
  updateTransactionsOf,
} from './transactions.repository';
export { transactionsRoutes } from './transactions.routes';
export { listTransactions } from './transactions.service';
