export { vehiclesRoutes } from './vehicles.routes';
export { listVehicles } from './vehicles.service';
