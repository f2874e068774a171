export { relationsRoutes } from './relations.routes';
export { listConnections } from './relations.service';
export { transfersRoutes } from './transfers.routes';
