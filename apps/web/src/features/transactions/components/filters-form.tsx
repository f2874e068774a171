import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, type SelectOption } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import {
  EMPTY_FILTERS,
  type FilterField,
  isValidFilter,
  type TransactionFilters,
} from '../filters';

export interface FilterOptions {
  stations: SelectOption[];
  types: SelectOption[];
  products: SelectOption[];
  statuses: SelectOption[];
}

interface FiltersFormProps {
  filters: TransactionFilters;
  options: FilterOptions;
  onApply(filters: TransactionFilters): void;
}

/**
 * The history's filters. They apply on "Show" (not on every key), and the page puts them in the
 * URL, so reload, the back button and the language switch keep them. The page re-mounts this
 * form when the URL changes, so it always starts from the URL's values.
 */
export function FiltersForm({ filters, options, onApply }: FiltersFormProps) {
  const { t } = useTranslation('transactions');
  const [values, setValues] = useState(filters);
  const [partnerError, setPartnerError] = useState(false);
  const bind = (name: FilterField) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [name]: event.target.value })),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const partner = values.partner_id.trim();
    if (partner && !isValidFilter('partner_id', partner)) {
      setPartnerError(true);
      document.getElementById('filter-partner')?.querySelector('input')?.focus();
      return;
    }
    setPartnerError(false);
    onApply({ ...values, partner_id: partner, page: 1 });
  };
  const button = 'h-11 rounded-full px-5 font-semibold';
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('filters.label')}
      className="rounded-3xl border border-sand-200 bg-white p-5 shadow-sm"
    >
      <div className="grid grid-cols-2 gap-x-3 gap-y-4 sm:gap-x-4 lg:grid-cols-4">
        <div id="filter-partner" className="col-span-2 lg:col-span-1">
          <TextField
            {...bind('partner_id')}
            label={t('filters.partner')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={7}
            error={partnerError ? { text: t('filters.partnerInvalid') } : undefined}
          />
        </div>
        <TextField
          {...bind('start')}
          type="date"
          label={t('filters.start')}
          max={values.end || undefined}
        />
        <TextField
          {...bind('end')}
          type="date"
          label={t('filters.end')}
          min={values.start || undefined}
        />
        <SelectField
          {...bind('station_id')}
          label={t('filters.station')}
          placeholder={t('filters.all')}
          options={options.stations}
        />
        <SelectField
          {...bind('type')}
          label={t('filters.type')}
          placeholder={t('filters.all')}
          options={options.types}
        />
        <SelectField
          {...bind('product_id')}
          label={t('filters.product')}
          placeholder={t('filters.all')}
          options={options.products}
        />
        <SelectField
          {...bind('status')}
          label={t('filters.status')}
          placeholder={t('filters.all')}
          options={options.statuses}
        />
      </div>
      <div className="mt-5 flex flex-wrap justify-end gap-3">
        <button type="submit" className={`${button} bg-brand-600 text-white hover:bg-brand-700`}>
          {t('filters.apply')}
        </button>
        <button
          type="button"
          onClick={() => {
            setValues(EMPTY_FILTERS);
            setPartnerError(false);
            onApply(EMPTY_FILTERS);
          }}
          className={`${button} border border-sand-300 text-sand-800 hover:bg-sand-100`}
        >
          {t('filters.reset')}
        </button>
      </div>
    </form>
  );
}
