import { BalancePage } from '../../features/balance/components/balance-page';

/** My balance (both user types): balances, buying fuel, refuel codes. */
export default function MyBalance() {
  return <BalancePage />;
}
