import { useParams } from 'react-router';
import { TransactionDetail } from '../../features/transactions/components/transaction-detail';

/** /{lang}/transactions/{id}: one transaction; someone else's id shows "not found". */
export default function Transaction() {
  const { id = '' } = useParams();
  return <TransactionDetail key={id} id={id} />;
}
