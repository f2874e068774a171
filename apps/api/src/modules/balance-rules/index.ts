export { balanceRulesRoutes } from './balance-rules.routes';
export { handleLowBalance } from './low-balance.job';
