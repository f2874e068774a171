export { pumpSimulatorRoutes } from './pump-simulator.routes';
export { pumpTerminalRoutes } from './pump-terminal.routes';
export { insertEndedRefuel } from './refuels.repository';
export { refuelsRoutes } from './refuels.routes';
export { expireRefuels } from './refuels.service';
export {
  issueStationKey,
  revokeStationKey,
  stationKeysOf,
} from './station.service';
