export {
  analyzeTransactions,
  insertTransaction,
  insertTransactions,
  ownRowId,
  updateTransactionsOf,
} from './transactions.repository';
export { transactionsRoutes } from './transactions.routes';
export { listTransactions, outcomeOf } from './transactions.service';
