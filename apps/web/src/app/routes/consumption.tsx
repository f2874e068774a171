import { ConsumptionPage } from '../../features/fleet/components/consumption-page';

/** /{lang}/consumption: the fleet's consumption over a period (office roles and individuals). */
export default function Consumption() {
  return <ConsumptionPage />;
}
