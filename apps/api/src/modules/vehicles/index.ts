export { seedDemoVehicles } from './demo-vehicles';
export {
  deleteVehiclesOf,
  lockVehicleFuels,
  setVehicleOdometer,
  vehicleIdsOf,
  vehicleOf,
  vehiclePlate,
  vehicleReading,
} from './vehicles.repository';
export { vehiclesRoutes } from './vehicles.routes';
export { listVehicles } from './vehicles.service';
