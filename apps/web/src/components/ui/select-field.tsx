import { type SelectHTMLAttributes, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type FieldError, fieldMessage } from '../../lib/forms';
import { useLanguage } from '../../lib/i18n';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  name: string;
  label: string;
  options: readonly SelectOption[];
  /** The first, empty choice ("Any station"); none when a value is required. */
  placeholder?: string;
  error?: FieldError | undefined;
  hint?: string;
}

/** A labelled native select (keyboard and screen readers for free) with its problem under it. */
export function SelectField({
  label,
  options,
  placeholder,
  error,
  hint,
  className,
  ...select
}: SelectFieldProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const describedBy =
    [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const message = error && fieldMessage(error, t, language);
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-sand-800">
        {label}
      </label>
      <select
        {...select}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`mt-1.5 h-12 w-full rounded-xl border bg-white px-3 text-base text-sand-900 shadow-xs hover:border-sand-400 focus:border-brand-500 disabled:bg-sand-100 ${error ? 'border-red-600' : 'border-sand-300'}`}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-sand-600">
          {hint}
        </p>
      )}
      {message && (
        <p id={`${id}-error`} className="mt-1.5 flex gap-1.5 text-sm font-medium text-red-700">
          <span aria-hidden="true">!</span>
          {message}
        </p>
      )}
    </div>
  );
}
