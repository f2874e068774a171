import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { TransactionDetail } from '../../features/transactions/components/transaction-detail';

// Loaded after the transaction: most are not refuels for a vehicle.
const TransactionFill = lazy(() =>
  import('../../features/fleet/components/transaction-fill').then((m) => ({
    default: m.TransactionFill,
  })),
);
// Loaded after the transaction too: only purchases and refuels have receipts.
const TransactionReceipt = lazy(() =>
  import('../../features/receipts/components/transaction-receipt').then((m) => ({
    default: m.TransactionReceipt,
  })),
);

/**
 * /{lang}/transactions/{id}: one transaction, its receipt for a purchase or a refuel, and the
 * vehicle's fill a refuel made (its odometer, corrected from here); someone else's id shows
 * "not found".
 */
export default function Transaction() {
  const { id = '' } = useParams();
  return (
    <TransactionDetail
      key={id}
      id={id}
      after={(row) => {
        const operation = row.order?.order_id ?? row.refuel_id;
        return (
          <>
            {operation && (
              <Suspense fallback={null}>
                <TransactionReceipt referenceId={operation} />
              </Suspense>
            )}
            {row.refuel_id && (
              <Suspense fallback={null}>
                <TransactionFill refuelId={row.refuel_id} />
              </Suspense>
            )}
          </>
        );
      }}
    />
  );
}
