import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { TransactionDetail } from '../../features/transactions/components/transaction-detail';

// Loaded after the transaction: most are not refuels for a vehicle.
const TransactionFill = lazy(() =>
  import('../../features/fleet/components/transaction-fill').then((m) => ({
    default: m.TransactionFill,
  })),
);

/**
 * /{lang}/transactions/{id}: one transaction, and the vehicle's fill a refuel made (its odometer,
 * corrected from here); someone else's id shows "not found".
 */
export default function Transaction() {
  const { id = '' } = useParams();
  return (
    <TransactionDetail
      key={id}
      id={id}
      after={(row) =>
        row.refuel_id ? (
          <Suspense fallback={null}>
            <TransactionFill refuelId={row.refuel_id} />
          </Suspense>
        ) : null
      }
    />
  );
}
