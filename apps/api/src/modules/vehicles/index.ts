export { vehiclesRoutes } from './vehicles.routes';
