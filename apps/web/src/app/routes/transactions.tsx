import { TransactionsPage } from '../../features/transactions/components/transactions-page';

/** Transactions (both user types): the filtered history. */
export default function Transactions() {
  return <TransactionsPage />;
}
