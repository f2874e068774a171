import type { CardExtra } from '@fuel/contract';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button';
import { notify } from '../../../lib/toast';
import { useCardExtras, useWithdrawExtra } from '../api/card-extras';
import { ExtraSummary } from './extra-row';

/**
 * A driver's own asks and their answers, which arrive live; an open one can be taken back. On a
 * card's page, only that card's: the driver asked there and waits for the answer there.
 */
export function MyExtras({ cardId }: { cardId?: string }) {
  const { t } = useTranslation('cards');
  const mine = useCardExtras();
  const asks = (mine.data?.data ?? []).filter((extra) => !cardId || extra.card_id === cardId);
  if (asks.length === 0) return null;
  return (
    <section aria-labelledby="my-extras-title" className="mt-6">
      <h2 id="my-extras-title" className="text-lg font-bold text-sand-900">
        {t('extra.mine')}
      </h2>
      <ul className="mt-3 space-y-3" aria-live="polite">
        {asks.map((extra) => (
          <li key={extra.id} className="rounded-2xl border border-sand-200 bg-white p-4">
            <ExtraSummary extra={extra} />
            {extra.state === 'open' && <Withdraw extra={extra} />}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Withdraw({ extra }: { extra: CardExtra }) {
  const { t } = useTranslation('cards');
  const withdraw = useWithdrawExtra(extra.id);
  return (
    <button
      type="button"
      disabled={withdraw.isPending}
      onClick={async () => {
        await withdraw.mutateAsync(undefined);
        notify.success(t('extra.withdrawn'));
      }}
      className={`${buttonClass('secondary', 'sm')} mt-2`}
    >
      {t('extra.withdraw')}
    </button>
  );
}
