import type { Vehicle } from '@fuel/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';

interface VehicleCardProps {
  vehicle: Vehicle;
  /** Its page: fills, corrections and consumption. */
  href: string;
  /** Edit and Delete; left out for a role that may only look (DESIGN §5.8). */
  onEdit?(): void;
  onDelete?(): void;
}

/**
 * A vehicle as a card: the plate as on the car, the model, the fuels it takes with their tanks,
 * the last odometer reading; a link to its fills and consumption.
 */
export function VehicleCard({ vehicle, href, onEdit, onDelete }: VehicleCardProps) {
  const { t } = useTranslation('vehicles');
  const language = useLanguage();
  const headingId = `vehicle-${vehicle.id}`;
  const fuel = (name: string, tank: number | null) =>
    tank === null ? name : t('fuelWithTank', { fuel: name, tank: formatNumber(tank, language) });
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="flex h-full flex-col gap-3 rounded-3xl border border-sand-200 bg-white p-5 shadow-sm"
      >
        <h2 id={headingId}>
          <span className="sr-only">{t('plate')}: </span>
          <span className="inline-flex rounded-lg border-2 whitespace-nowrap border-sand-800 bg-white px-3 py-1 font-mono text-lg font-bold tracking-wider text-sand-900">
            {vehicle.license_plate}
          </span>
        </h2>
        <dl className="grid gap-1 text-sm">
          <div className="flex gap-2">
            <dt className="shrink-0 text-sand-600">{t('model')}:</dt>
            <dd className="min-w-0 font-semibold wrap-anywhere text-sand-900">{vehicle.model}</dd>
          </div>
          <div className="flex gap-2">
            <dt className="shrink-0 text-sand-600">{t('fuel')}:</dt>
            <dd className="font-semibold text-sand-900">
              {fuel(vehicle.primary_fuel_name, vehicle.primary_tank_capacity)}
            </dd>
          </div>
          {vehicle.second_fuel_name && (
            <div className="flex gap-2">
              <dt className="shrink-0 text-sand-600">{t('secondFuel')}:</dt>
              <dd className="font-semibold text-sand-900">
                {fuel(vehicle.second_fuel_name, vehicle.second_tank_capacity)}
              </dd>
            </div>
          )}
          <div className="flex gap-2">
            <dt className="shrink-0 text-sand-600">{t('odometer')}:</dt>
            <dd className="font-semibold text-sand-900 tabular-nums">
              {vehicle.odometer_km === null
                ? t('noOdometer')
                : t('km', { km: formatNumber(vehicle.odometer_km, language) })}
            </dd>
          </div>
        </dl>
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <Link
            to={href}
            aria-label={t('openOne', { plate: vehicle.license_plate })}
            className={buttonClass('primary', 'sm')}
          >
            {t('open')}
          </Link>
          {onEdit && onDelete && (
            <>
              <button
                type="button"
                onClick={onEdit}
                aria-label={t('editOne', { plate: vehicle.license_plate })}
                className={buttonClass('outline', 'sm')}
              >
                {t('edit')}
              </button>
              <button
                type="button"
                onClick={onDelete}
                aria-label={t('deleteOne', { plate: vehicle.license_plate })}
                className={buttonClass('danger-outline', 'sm')}
              >
                {t('delete')}
              </button>
            </>
          )}
        </div>
      </article>
    </li>
  );
}
