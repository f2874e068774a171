import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useLanguage } from '../../../lib/i18n';
import { formatDateInput, parseDateInput } from '../../../lib/time/date-input';
import type { Period } from '../period';

interface PeriodFormProps {
  period: Period;
  onApply(period: Period): void;
  /** More fields shown beside the dates (the exceptions' filters). */
  children?: React.ReactNode;
}

/**
 * From and to, typed as the interface language writes dates; applied on "Show". The page keeps
 * the period in the address and mounts this form anew when it changes.
 */
export function PeriodForm({ period, onApply, children }: PeriodFormProps) {
  const { t } = useTranslation('fleet');
  const language = useLanguage();
  const [values, setValues] = useState(() => ({
    from: formatDateInput(period.from, language),
    to: formatDateInput(period.to, language),
  }));
  const [errors, setErrors] = useState<Partial<Record<keyof Period, string>>>({});
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const from = parseDateInput(values.from, language);
    const to = parseDateInput(values.to, language);
    const found: typeof errors = {};
    if (!from) found.from = t('period.invalid');
    if (!to) found.to = t('period.invalid');
    else if (from && from > to) found.to = t('period.toBeforeFrom');
    setErrors(found);
    const first = (['from', 'to'] as const).find((name) => found[name]);
    if (first) {
      const input = event.currentTarget.elements.namedItem(first);
      if (input instanceof HTMLElement) input.focus();
      return;
    }
    if (from && to) onApply({ from, to });
  };
  const field = (name: keyof Period) => ({
    name,
    value: values[name],
    error: errors[name] ? { text: errors[name] } : undefined,
    onChange: (event: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [name]: event.target.value })),
    label: t(`period.${name}`),
    hint: t('period.hint'),
    inputMode: 'numeric' as const,
    autoComplete: 'off',
    maxLength: 10,
  });
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('period.label')}
      className="grid grid-cols-2 items-start gap-3 rounded-3xl border border-sand-200 bg-white p-4 shadow-sm sm:flex sm:flex-wrap sm:items-end sm:p-5"
    >
      <TextField {...field('from')} className="sm:w-44" />
      <TextField {...field('to')} className="sm:w-44" />
      {children}
      <button type="submit" className={`${buttonClass('primary', 'lg')} col-span-2 sm:mb-7`}>
        {t('period.apply')}
      </button>
    </form>
  );
}
