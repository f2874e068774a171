export { stationsRoutes } from './stations.routes';
