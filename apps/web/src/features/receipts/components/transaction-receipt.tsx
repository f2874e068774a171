import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pagePath } from '../../../lib/i18n';
import { useReceiptOf } from '../api/get-receipt';
import '../texts';

/** On a purchase's or refuel's page: a link to its receipt, once there is one. */
export function TransactionReceipt({ referenceId }: { referenceId: string }) {
  const { t } = useTranslation('receipts');
  const receipt = useReceiptOf(referenceId);
  if (!receipt.data) return null;
  return (
    <p className="mt-6">
      <Link
        to={pagePath('receipts/:id', { id: receipt.data.id })}
        className="inline-flex h-11 items-center rounded-full border border-sand-300 bg-white px-5 font-semibold text-brand-700 hover:bg-sand-100"
      >
        {t('title', { number: receipt.data.number })}
      </Link>
    </p>
  );
}
