export { askForFuel } from './fuel-requests.service';
export { relationsRoutes } from './relations.routes';
export { acceptRequest, listConnections, sendRequest } from './relations.service';
export { transfersRoutes } from './transfers.routes';
export { sendFuel } from './transfers.service';
