import { useParams } from 'react-router';
import { VehiclePage } from '../../features/fleet/components/vehicle-page';

/** /{lang}/vehicles/{id}: a vehicle's consumption and fills; another account's shows "not found". */
export default function Vehicle() {
  const { id = '' } = useParams();
  return <VehiclePage key={id} id={id} />;
}
