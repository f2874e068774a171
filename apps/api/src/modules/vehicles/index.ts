export { seedDemoVehicles } from './demo-vehicles';
export { deleteVehiclesOf, vehicleOf } from './vehicles.repository';
export { vehiclesRoutes } from './vehicles.routes';
export { listVehicles } from './vehicles.service';
