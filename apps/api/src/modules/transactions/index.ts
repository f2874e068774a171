export { insertTransaction, ownRowId, updateTransactionsOf } from './transactions.repository';
export { transactionsRoutes } from './transactions.routes';
export { listTransactions } from './transactions.service';
