export { findStationLabel } from './stations.repository';
export { stationsRoutes } from './stations.routes';
