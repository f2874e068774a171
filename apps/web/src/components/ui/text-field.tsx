import { type InputHTMLAttributes, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FieldError, fieldMessage } from '../../lib/forms';
import { useLanguage } from '../../lib/i18n';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  name: string;
  label: string;
  error?: FieldError | undefined;
  hint?: string;
  /** A password the user may show while typing. */
  revealable?: boolean;
}

/**
 * A labelled input whose problem is printed under it and tied to it (aria-invalid,
 * aria-describedby), so a screen reader reads the message with the field.
 */
export function TextField({ label, error, hint, revealable, className, ...input }: TextFieldProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const [shown, setShown] = useState(false);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  const message = error && fieldMessage(error, t, language);
  const type = revealable ? (shown ? 'text' : 'password') : input.type;

  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-sand-800">
        {label}
      </label>
      <div className="relative mt-1.5">
        <input
          {...input}
          id={id}
          type={type}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`h-12 w-full rounded-xl border bg-white px-4 text-base text-sand-900 shadow-xs transition-colors placeholder:text-sand-400 hover:border-sand-400 focus:border-brand-500 ${revealable ? 'pr-24' : ''} ${error ? 'border-red-600' : 'border-sand-300'}`}
        />
        {revealable && (
          <button
            type="button"
            onClick={() => setShown((value) => !value)}
            aria-pressed={shown}
            aria-controls={id}
            className="absolute inset-y-1 right-1 rounded-lg px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            {shown ? t('form.hidePassword') : t('form.showPassword')}
          </button>
        )}
      </div>
      {hint && (
        <p id={hintId} className="mt-1.5 text-sm text-sand-600">
          {hint}
        </p>
      )}
      {message && (
        <p id={errorId} className="mt-1.5 flex gap-1.5 text-sm font-medium text-red-700">
          <span aria-hidden="true">!</span>
          {message}
        </p>
      )}
    </div>
  );
}
