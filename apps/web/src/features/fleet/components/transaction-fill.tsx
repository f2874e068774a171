import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../lib/session';
import { useFill } from '../api/get-fill';
import '../texts';
import { FillDialog } from './fill-dialog';
import { FillRow } from './fill-row';

/**
 * On a refuel's page: the vehicle's fill it made, with its odometer and full tank, corrected from
 * here by those who may (the history is where a driver finds the fill afterwards).
 */
export function TransactionFill({ refuelId }: { refuelId: string }) {
  const { t } = useTranslation('fleet');
  const fill = useFill(refuelId);
  const corrects = useCan('fills.edit');
  const [correcting, setCorrecting] = useState(false);
  if (!fill.data) return null;
  return (
    <section aria-labelledby="transaction-fill-title" className="mt-6">
      <h2 id="transaction-fill-title" className="text-lg font-bold text-sand-900">
        {t('fills.ofRefuel')}
      </h2>
      <ul className="mt-3">
        <FillRow fill={fill.data} onCorrect={corrects ? () => setCorrecting(true) : undefined} />
      </ul>
      {correcting && <FillDialog fill={fill.data} onClose={() => setCorrecting(false)} />}
    </section>
  );
}
