import { BalancePage } from '../../features/balance/components/balance-page';
import { SendFuelPanel } from '../../features/friends/components/send-fuel-panel';
import { useCan } from '../../lib/session';

/** My balance (both user types): balances, buying fuel, refuel codes, sending fuel to a friend. */
export default function MyBalance() {
  // Sending fuel is for the roles that may deal with partners (DESIGN §5.8).
  const sends = useCan('fuel.send');
  return (
    <>
      <BalancePage />
      {sends && <SendFuelPanel />}
    </>
  );
}
