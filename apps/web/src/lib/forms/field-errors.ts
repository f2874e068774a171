import { type Language, validationMessage } from '@fuel/contract';
import { ApiError } from '../api-client';
import { formatNumber } from '../format';

export type Issue = Parameters<typeof validationMessage>[0];

/** A field's message: a `validation` key from the schema, or a text the server already translated. */
export type FieldError =
  | { key: string; params: Record<string, string | number> }
  | { text: string };

export type FieldErrors = Record<string, FieldError>;

/**
 * A field's message in the page's language. The limits it names are written as the language
 * writes numbers ("Must be at most 10,000"; "10 000" in Armenian and Russian).
 */
export function fieldMessage(
  error: FieldError,
  t: (key: string, params: Record<string, string | number>) => string,
  language: Language,
): string {
  if ('text' in error) return error.text;
  const params = Object.fromEntries(
    Object.entries(error.params).map(([k, v]) => [
      k,
      typeof v === 'number' ? formatNumber(v, language) : v,
    ]),
  );
  return t(error.key, params);
}

/** The first problem of each field, as a translation key (the contract's messages are keys). */
export function schemaErrors(issues: readonly Issue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path?.[0] ?? '');
    if (!field || errors[field]) continue;
    const { key, params } = validationMessage(issue);
    errors[field] = { key, params };
  }
  return errors;
}

/**
 * Field errors of a rejected call (a 400 carries `field` on each item), limited to the fields the
 * form shows; the shared handler's toasts leave them out (`ApiError.shownInline`).
 */
export function serverFieldErrors(error: unknown, fields: readonly string[]): FieldErrors {
  const errors: FieldErrors = {};
  if (!(error instanceof ApiError) || !error.body || typeof error.body !== 'object') return errors;
  for (const item of error.body.errors) {
    if (item.field && fields.includes(item.field) && !errors[item.field]) {
      errors[item.field] = { text: item.message };
    }
  }
  return errors;
}

export type FormSchema<T> = {
  safeParse(
    data: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: readonly Issue[] } };
};
