import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
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
        className={buttonClass('outline')}
      >
        {t('title', { number: receipt.data.number })}
      </Link>
    </p>
  );
}
