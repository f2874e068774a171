export { findBalance, findRichestProduct, lockedAvailable } from './balances.repository';
export { productBalances } from './balances.service';
export { holdFuel, releaseHold, settleHold } from './holds';
export { dateJournal } from './ledger.repository';
export { ledgerRoutes } from './ledger.routes';
export { balanceAfter, checkLedger, postJournal } from './ledger.service';
export type { LowBalanceJob } from './low-balance';
