import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, type SelectOption } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useLanguage } from '../../../lib/i18n';
import { formatDateInput, parseDateInput } from '../../../lib/time/date-input';
import {
  EMPTY_FILTERS,
  FILTER_FIELDS,
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
 * form when the URL changes, so it always starts from the URL's values. Bad values (a partner ID
 * that is not 7 digits, a date that is not one, "To" before "From") are marked on their field and
 * nothing is sent. On phones the form is folded behind a "Filters" button that counts the active
 * filters, so the results are on the first screen.
 */
export function FiltersForm({ filters, options, onApply }: FiltersFormProps) {
  const { t } = useTranslation('transactions');
  const language = useLanguage();
  const formId = useId();
  const [values, setValues] = useState(() => ({
    ...filters,
    start: formatDateInput(filters.start, language),
    end: formatDateInput(filters.end, language),
  }));
  const [errors, setErrors] = useState<Partial<Record<Checked, string>>>({});
  const [open, setOpen] = useState(() => window.matchMedia?.('(min-width: 768px)').matches ?? true);
  const active = FILTER_FIELDS.filter((field) => filters[field] !== '').length;
  const bind = (name: FilterField) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [name]: event.target.value })),
  });
  const field = (name: Checked) => ({
    ...bind(name),
    error: errors[name] ? { text: errors[name] } : undefined,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const partner = values.partner_id.trim();
    const start = parseDateInput(values.start, language);
    const end = parseDateInput(values.end, language);
    const found: Partial<Record<Checked, string>> = {};
    if (partner && !isValidFilter('partner_id', partner))
      found.partner_id = t('validation:user_id');
    if (start === null) found.start = t('filters.dateInvalid');
    if (end === null) found.end = t('filters.dateInvalid');
    else if (start && end && start > end) found.end = t('filters.endBeforeStart');
    setErrors(found);
    const first = CHECKED.find((name) => found[name]);
    if (first) {
      document.getElementById(`filter-${first}`)?.querySelector('input')?.focus();
      return;
    }
    onApply({ ...values, partner_id: partner, start: start ?? '', end: end ?? '', page: 1 });
  };
  const button = 'h-11 rounded-full px-5 font-semibold';
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => setOpen((o) => !o)}
        className={`${button} mb-3 border border-sand-300 bg-white text-sand-800 hover:bg-sand-100`}
      >
        {active ? t('filters.toggleCount', { count: active }) : t('filters.label')}
      </button>
      <form
        id={formId}
        hidden={!open}
        onSubmit={submit}
        noValidate
        aria-label={t('filters.label')}
        className="rounded-3xl border border-sand-200 bg-white p-5 shadow-sm"
      >
        <div className="grid grid-cols-2 gap-x-3 gap-y-4 sm:gap-x-4 lg:grid-cols-4">
          <div id="filter-partner_id" className="col-span-2 lg:col-span-1">
            <TextField
              {...field('partner_id')}
              label={t('filters.partner')}
              inputMode="numeric"
              autoComplete="off"
              maxLength={7}
            />
          </div>
          {(['start', 'end'] as const).map((name) => (
            <div key={name} id={`filter-${name}`}>
              <TextField
                {...field(name)}
                label={t(`filters.${name}`)}
                hint={t('filters.dateHint')}
                inputMode="numeric"
                autoComplete="off"
                maxLength={10}
              />
            </div>
          ))}
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
              setErrors({});
              onApply(EMPTY_FILTERS);
            }}
            className={`${button} border border-sand-300 text-sand-800 hover:bg-sand-100`}
          >
            {t('filters.reset')}
          </button>
        </div>
      </form>
    </div>
  );
}

/** The fields checked before the filters are applied, in the order they are shown. */
const CHECKED = ['partner_id', 'start', 'end'] as const;
type Checked = (typeof CHECKED)[number];
