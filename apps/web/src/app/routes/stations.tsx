import { StationsPage } from '../../features/stations/components/stations-page';

/** Our stations (both user types): addresses, hours and prices, filtered by fuel. */
export default function Stations() {
  return <StationsPage />;
}
