import type { FormSchema } from './field-errors';

/** Form text to the number a contract schema expects: '' stays missing, a comma is a decimal point. */
export function toNumber(text: string | undefined): number | undefined {
  const trimmed = (text ?? '').trim().replace(',', '.');
  if (trimmed === '') return undefined;
  return /^-?\d*\.?\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/**
 * A contract schema for a form whose inputs are text: `prepare` turns the text values into the
 * wire's types first, so the very schema the API checks also checks the form.
 */
export function preparing<T>(
  schema: FormSchema<T>,
  prepare: (values: Record<string, string>) => Record<string, unknown>,
): FormSchema<T> {
  return { safeParse: (data) => schema.safeParse(prepare(data as Record<string, string>)) };
}
