export { cardCodesRoutes } from './card-codes.routes';
export {
  cancelCardCodeAtPump,
  completeCardCode,
  lookupCardCode,
} from './card-codes.service';
export { cardDevRoutes } from './card-dev.routes';
export { cardExtrasRoutes } from './card-extras.routes';
export { findCardGroupsByIds } from './card-groups.repository';
export { cardGroupsRoutes } from './card-groups.routes';
export { groupedCardNumber, issueCards } from './card-numbers';
export { advanceCardOrder, listAllCardOrders, orderCards } from './card-orders.service';
export { cancelCardRefuel, expireCardRefuels } from './card-refuel-release.service';
export { insertCardRefuel } from './card-refuels.repository';
export { authorizeCardRefuel, completeCardRefuel } from './card-refuels.service';
export { cardsRoutes } from './cards.routes';
export { addCard } from './cards.service';
export { DEMO_CARD, DEMO_STOCK_CARD, seedDemoCards, seedDemoDrivers } from './demo-cards';
