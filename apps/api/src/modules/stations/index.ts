export {
  findAllStations,
  findStationLabel,
  findStationProducts,
  insertStation,
  type NewStation,
  stationExists,
  stationSells,
} from './stations.repository';
export { stationsRoutes } from './stations.routes';
export {
  addStation,
  STATION_TEXT_MAX,
  type StationInput,
  setStationOpen,
} from './stations.service';
