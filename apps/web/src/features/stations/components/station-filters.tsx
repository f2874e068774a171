import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { useProducts } from '../../../lib/catalog/products';
import type { StationFilters as Filters } from '../filters';

interface StationFiltersProps {
  filters: Filters;
  onChange: (filters: Filters) => void;
  onNearest: () => void;
  locating: boolean;
}

/** Fuel, "open now only" and "nearest to me": the same for the list and the map. */
export function StationFilters({ filters, onChange, onNearest, locating }: StationFiltersProps) {
  const { t } = useTranslation('stations');
  const products = useProducts().data?.data ?? [];
  return (
    <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-end">
      <SelectField
        name="fuel"
        label={t('filter')}
        placeholder={t('anyFuel')}
        value={filters.fuel}
        options={products.map((p) => ({ value: p.id, label: p.name }))}
        onChange={(event) => onChange({ ...filters, fuel: event.target.value })}
        className="sm:w-72"
      />
      <label className="flex h-12 items-center gap-3 text-sand-800">
        <input
          type="checkbox"
          name="open"
          className="size-5 accent-brand-600"
          checked={filters.openNow}
          onChange={(event) => onChange({ ...filters, openNow: event.target.checked })}
        />
        <span>{t('openNowOnly')}</span>
      </label>
      <button
        type="button"
        onClick={onNearest}
        aria-busy={locating}
        className={`${buttonClass('outline', 'lg')} sm:ml-auto`}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none">
          <circle cx="12" cy="12" r="3.5" stroke="currentColor" strokeWidth="2" />
          <path
            d="M12 2v3m0 14v3M2 12h3m14 0h3"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
        {t('nearest')}
      </button>
    </div>
  );
}
