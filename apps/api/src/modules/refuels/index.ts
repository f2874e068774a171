export { pumpSimulatorRoutes } from './pump-simulator.routes';
export { insertEndedRefuel } from './refuels.repository';
export { refuelsRoutes } from './refuels.routes';
export { expireRefuels } from './refuels.service';
export { stationRoutes } from './station.routes';
export {
  issueStationKey,
  revokeStationKey,
  stationKeysOf,
} from './station.service';
