export { findStationLabel, stationExists } from './stations.repository';
export { stationsRoutes } from './stations.routes';
