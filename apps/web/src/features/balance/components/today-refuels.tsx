import type { ProductBalance, Refuel } from '@fuel/contract';
import { useTranslation } from 'react-i18next';
import { useVolume } from '../hooks/use-unit';

const BADGES: Record<Refuel['state'], string> = {
  active: 'bg-brand-100 text-brand-800',
  completed: 'bg-green-100 text-green-900',
  cancelled: 'bg-sand-200 text-sand-800',
  expired: 'bg-accent-100 text-accent-700',
};

/** Today's finished codes: what was asked for, what the pump gave, how it ended. */
export function TodayRefuels({
  refuels,
  balances,
}: {
  refuels: Refuel[];
  balances: ProductBalance[];
}) {
  const { t } = useTranslation('balance');
  const volume = useVolume();
  return (
    <section aria-labelledby="today-title" className="mt-8">
      <h2 id="today-title" className="text-lg font-bold text-sand-900">
        {t('today.heading')}
      </h2>
      <ul className="mt-3 divide-y divide-sand-200 rounded-3xl border border-sand-200 bg-white">
        {refuels.map((r) => {
          const product = balances.find((b) => b.product_id === r.product_id);
          const unit = product?.unit ?? 'L';
          return (
            <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 px-5 py-3">
              <span className="font-medium text-sand-900">{product?.product_name}</span>
              <span className="text-sand-700 tabular-nums">
                {r.state === 'completed' && r.dispensed !== null
                  ? t('today.dispensed', {
                      dispensed: volume(r.dispensed, unit),
                      volume: volume(r.volume, unit),
                    })
                  : volume(r.volume, unit)}
              </span>
              <span className={`rounded-full px-3 py-0.5 text-sm font-semibold ${BADGES[r.state]}`}>
                {t(`today.states.${r.state}`)}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
