import { VehiclesPage } from '../../features/vehicles/components/vehicles-page';

/** My vehicles (both user types): add, edit and delete. */
export default function Vehicles() {
  return <VehiclesPage />;
}
