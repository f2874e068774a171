import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { returnedOrderId } from '../payment-return';

const PaymentResult = lazy(() =>
  import('./payment-result').then((module) => ({ default: module.PaymentResult })),
);

/**
 * Where the answer to a return from the bank shows. Its code loads only when the address carries
 * the bank's order id, which few visits of My balance do; once shown it stays, since it takes the
 * id out of the address and keeps it for "Check again".
 */
export function PaymentReturnSlot() {
  const { search } = useLocation();
  const returned = returnedOrderId(search) !== null;
  const [shown, setShown] = useState(returned);
  useEffect(() => {
    if (returned) setShown(true);
  }, [returned]);
  if (!returned && !shown) return null;
  return (
    <Suspense fallback={null}>
      <PaymentResult />
    </Suspense>
  );
}
