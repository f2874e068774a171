import type { ConsumptionReply } from '@fuel/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatAmd, formatNumber, formatVolume } from '../../../lib/format';
import { pagePath, useLanguage } from '../../../lib/i18n';
import { totalsByFuel } from '../charts/series';
import { formatCostPerKm, formatKm, formatPer100 } from '../format';

const cell = 'px-3 py-2.5 whitespace-nowrap tabular-nums';
const head = 'px-3 py-2.5 font-semibold whitespace-nowrap';
// Column titles wrap onto two lines (Russian's are long), so that the table fits a desktop's
// width and scrolls sideways only on narrower screens.
const columnHead = 'px-3 py-2.5 align-bottom font-semibold';
// Fuel names wrap too ("Сжиженный газ (пропан)"), but never into a narrow column.
const fuelCell = 'min-w-28 px-3 py-2.5';

/**
 * Per vehicle and fuel: filled, paid, measured km, consumption per 100 km and per km in drams,
 * the fills that look wrong; then the whole fleet per fuel. Wider than a phone: it scrolls
 * sideways within itself, the vehicle's column staying in place.
 */
export function ConsumptionTable({ report }: { report: ConsumptionReply }) {
  const { t } = useTranslation('fleet');
  const language = useLanguage();
  const units = (unit: 'L' | 'm3') => t(`common:units.${unit}`);
  const totals = totalsByFuel(report.vehicles);
  return (
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls sideways must be reachable by keyboard
      tabIndex={0}
      aria-labelledby="consumption-table-title"
      className="overflow-x-auto rounded-3xl border border-sand-200 bg-white shadow-sm"
    >
      <table className="w-full text-left text-sm">
        <caption id="consumption-table-title" className="sr-only">
          {t('table.caption')}
        </caption>
        <thead className="bg-sand-50 text-sand-700">
          <tr>
            <th scope="col" className={`${head} sticky left-0 bg-sand-50`}>
              {t('table.vehicle')}
            </th>
            <th scope="col" className={columnHead}>
              {t('table.fuel')}
            </th>
            <th scope="col" className={`${columnHead} text-right`}>
              {t('table.per100')}
            </th>
            <th scope="col" className={`${columnHead} text-right`}>
              {t('table.costPerKm')}
            </th>
            <th scope="col" className={`${columnHead} text-right`}>
              {t('table.quantity')}
            </th>
            <th scope="col" className={`${columnHead} text-right`}>
              {t('table.amount')}
            </th>
            <th scope="col" className={`${columnHead} text-right`}>
              {t('table.distance')}
            </th>
            <th scope="col" className={`${columnHead} text-right`}>
              {t('table.exceptions')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-sand-100">
          {report.vehicles.flatMap((vehicle) =>
            vehicle.fuels.map((fuel, i) => (
              <tr key={`${vehicle.vehicle_id}-${fuel.product_id}`}>
                <th scope="row" className={`${head} sticky left-0 bg-white font-medium`}>
                  {i === 0 ? (
                    <Link
                      to={pagePath('vehicles/:id', { id: vehicle.vehicle_id })}
                      className="text-brand-700 hover:underline"
                    >
                      {vehicle.license_plate}
                    </Link>
                  ) : (
                    <span className="sr-only">{vehicle.license_plate}</span>
                  )}
                </th>
                <td className={fuelCell}>{fuel.product_name}</td>
                <td className={`${cell} text-right font-semibold`}>
                  {formatPer100(fuel.per_100km, fuel.unit, language, t)}
                </td>
                <td className={`${cell} text-right`}>
                  {formatCostPerKm(fuel.cost_per_km, language, t)}
                </td>
                <td className={`${cell} text-right`}>
                  {formatVolume(fuel.quantity, units(fuel.unit), language)}
                </td>
                <td className={`${cell} text-right`}>{formatAmd(fuel.amount, language)}</td>
                <td className={`${cell} text-right`}>{formatKm(fuel.distance_km, language, t)}</td>
                <td className={`${cell} text-right`}>
                  {i === 0 ? formatNumber(vehicle.exceptions, language) : ''}
                </td>
              </tr>
            )),
          )}
        </tbody>
        <tfoot className="border-t-2 border-sand-200 bg-sand-50 font-semibold">
          {totals.map((total) => (
            <tr key={total.productId}>
              <th scope="row" className={`${head} sticky left-0 bg-sand-50`}>
                {t('table.total')}
              </th>
              <td className={fuelCell}>{total.name}</td>
              <td className={`${cell} text-right`}>
                {formatPer100(total.per100, total.unit, language, t)}
              </td>
              <td className={`${cell} text-right`}>
                {formatCostPerKm(total.costPerKm, language, t)}
              </td>
              <td className={`${cell} text-right`}>
                {formatVolume(total.quantity, units(total.unit), language)}
              </td>
              <td className={`${cell} text-right`}>{formatAmd(total.amount, language)}</td>
              <td className={`${cell} text-right`}>{formatKm(total.distance, language, t)}</td>
              <td className={cell} />
            </tr>
          ))}
        </tfoot>
      </table>
    </section>
  );
}
