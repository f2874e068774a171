export { balanceRulesRoutes } from './balance-rules.routes';
export { stopTopUpsOfRemovedCard } from './balance-rules.service';
export { handleLowBalance } from './low-balance.job';
