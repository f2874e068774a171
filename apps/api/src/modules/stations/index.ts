export {
  findAllStations,
  findStationLabel,
  insertStation,
  type NewStation,
  stationExists,
} from './stations.repository';
export { stationsRoutes } from './stations.routes';
export { addStation, setStationOpen } from './stations.service';
