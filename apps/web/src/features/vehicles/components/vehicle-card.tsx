import type { Vehicle } from '@fuel/contract';
import { useTranslation } from 'react-i18next';

interface VehicleCardProps {
  vehicle: Vehicle;
  /** Edit and Delete; left out for a role that may only look (DESIGN §5.8). */
  onEdit?(): void;
  onDelete?(): void;
}

/** A vehicle as a card: the plate as on the car, the model, the fuel it takes. */
export function VehicleCard({ vehicle, onEdit, onDelete }: VehicleCardProps) {
  const { t } = useTranslation('vehicles');
  const headingId = `vehicle-${vehicle.id}`;
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
            <dd className="font-semibold text-sand-900">{vehicle.primary_fuel_name}</dd>
          </div>
        </dl>
        {onEdit && onDelete && (
          <div className="mt-auto flex gap-2 pt-2">
            <button
              type="button"
              onClick={onEdit}
              aria-label={t('editOne', { plate: vehicle.license_plate })}
              className="inline-flex h-10 items-center rounded-full border border-brand-600 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              {t('edit')}
            </button>
            <button
              type="button"
              onClick={onDelete}
              aria-label={t('deleteOne', { plate: vehicle.license_plate })}
              className="inline-flex h-10 items-center rounded-full border border-sand-300 px-4 text-sm font-semibold text-red-700 hover:bg-red-50"
            >
              {t('delete')}
            </button>
          </div>
        )}
      </article>
    </li>
  );
}
