import { useParams } from 'react-router';
import { ReceiptPage } from '../../features/receipts/components/receipt-page';

/** /{lang}/receipts/{id}: a purchase's or refuel's receipt; another account's shows "not found". */
export default function Receipt() {
  const { id = '' } = useParams();
  return <ReceiptPage key={id} id={id} />;
}
