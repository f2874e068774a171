import { BalancePage } from '../../features/balance/components/balance-page';
import { SendFuelPanel } from '../../features/friends/components/send-fuel-panel';

/** My balance (both user types): balances, buying fuel, refuel codes, sending fuel to a friend. */
export default function MyBalance() {
  return (
    <>
      <BalancePage />
      <SendFuelPanel />
    </>
  );
}
