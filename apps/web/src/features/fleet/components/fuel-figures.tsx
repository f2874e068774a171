import type { VehicleConsumption } from '@fuel/contract';
import { useTranslation } from 'react-i18next';
import { formatAmd, formatVolume } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { formatCostPerKm, formatKm, formatPer100 } from '../format';

type Fuel = VehicleConsumption['fuels'][number];

/** A vehicle's consumption of each fuel in the period: per 100 km first, then what it rests on. */
export function FuelFigures({ fuels }: { fuels: readonly Fuel[] }) {
  const { t } = useTranslation('fleet');
  const language = useLanguage();
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {fuels.map((fuel) => (
        <li
          key={fuel.product_id}
          className="rounded-3xl border border-sand-200 bg-white p-5 shadow-sm"
        >
          <h3 className="font-semibold text-sand-700">{fuel.product_name}</h3>
          <p className="mt-1 text-3xl font-bold text-brand-700 tabular-nums">
            {formatPer100(fuel.per_100km, fuel.unit, language, t)}
          </p>
          {fuel.per_100km === null && (
            <p className="mt-1 text-sm text-sand-600">{t('vehicle.notMeasured')}</p>
          )}
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            <div>
              <dt className="text-sand-600">{t('table.quantity')}</dt>
              <dd className="font-semibold tabular-nums">
                {formatVolume(fuel.quantity, t(`common:units.${fuel.unit}`), language)}
              </dd>
            </div>
            <div>
              <dt className="text-sand-600">{t('table.amount')}</dt>
              <dd className="font-semibold tabular-nums">{formatAmd(fuel.amount, language)}</dd>
            </div>
            <div>
              <dt className="text-sand-600">{t('table.distance')}</dt>
              <dd className="font-semibold tabular-nums">
                {formatKm(fuel.distance_km, language, t)}
              </dd>
            </div>
            <div>
              <dt className="text-sand-600">{t('table.costPerKm')}</dt>
              <dd className="font-semibold tabular-nums">
                {formatCostPerKm(fuel.cost_per_km, language, t)}
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
