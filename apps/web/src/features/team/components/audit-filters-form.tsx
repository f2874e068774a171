import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';
import { useLanguage } from '../../../lib/i18n';
import { formatDateInput, parseDateInput } from '../../../lib/time/date-input';
import {
  type AuditField,
  type AuditFilters,
  isValidAuditFilter,
  NO_AUDIT_FILTERS,
} from '../audit-filters';

interface Props {
  filters: AuditFilters;
  onApply(filters: AuditFilters): void;
}

const button = 'h-11 rounded-full px-5 font-semibold';

/**
 * The audit log's filters: the action (its name or the start of it), who (their 7-digit ID) and
 * the days, written as the interface language writes dates. They apply on "Show"; the page keeps
 * them in the URL and draws this form anew from it. A bad value is said under its field and
 * nothing is sent.
 */
export function AuditFiltersForm({ filters, onApply }: Props) {
  const { t } = useTranslation('team');
  const language = useLanguage();
  const [values, setValues] = useState(() => ({
    ...filters,
    start: formatDateInput(filters.start, language),
    end: formatDateInput(filters.end, language),
  }));
  const [errors, setErrors] = useState<Partial<Record<AuditField, string>>>({});
  const field = (name: AuditField) => ({
    name,
    value: values[name],
    error: errors[name] ? { text: errors[name] } : undefined,
    onChange: (event: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [name]: event.target.value })),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const action = values.action.trim();
    const actor = values.actor_id.trim();
    const start = parseDateInput(values.start, language);
    const end = parseDateInput(values.end, language);
    const found: Partial<Record<AuditField, string>> = {};
    if (actor && !isValidAuditFilter('actor_id', actor)) found.actor_id = t('validation:user_id');
    if (start === null) found.start = t('audit.dateInvalid');
    if (end === null) found.end = t('audit.dateInvalid');
    else if (start && end && start > end) found.end = t('audit.endBeforeStart');
    setErrors(found);
    const first = (['actor_id', 'start', 'end'] as const).find((name) => found[name]);
    if (first) {
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    onApply({ action, actor_id: actor, start: start ?? '', end: end ?? '', page: 1 });
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('audit.filters')}
      className="rounded-3xl border border-sand-200 bg-white p-5 shadow-sm"
    >
      <div className="grid grid-cols-2 gap-x-3 gap-y-4 sm:gap-x-4 lg:grid-cols-4">
        <TextField
          {...field('action')}
          label={t('audit.action')}
          hint={t('audit.actionHint')}
          autoComplete="off"
          maxLength={60}
          className="col-span-2 lg:col-span-1"
        />
        <TextField
          {...field('actor_id')}
          label={t('audit.actor')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={7}
          className="col-span-2 lg:col-span-1"
        />
        {(['start', 'end'] as const).map((name) => (
          <TextField
            key={name}
            {...field(name)}
            label={t(`audit.${name}`)}
            hint={t('audit.dateHint')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={10}
          />
        ))}
      </div>
      <div className="mt-5 flex flex-wrap justify-end gap-3">
        <button type="submit" className={`${button} bg-brand-600 text-white hover:bg-brand-700`}>
          {t('audit.show')}
        </button>
        <button
          type="button"
          onClick={() => {
            setValues(NO_AUDIT_FILTERS);
            setErrors({});
            onApply(NO_AUDIT_FILTERS);
          }}
          className={`${button} border border-sand-300 text-sand-800 hover:bg-sand-100`}
        >
          {t('audit.clear')}
        </button>
      </div>
    </form>
  );
}
