import * as z from 'zod/mini';
import { V } from './validation';

// NUL (PostgreSQL text cannot hold it) and UTF-16 halves without their other half (they have
// no UTF-8 form): text with these cannot be stored faithfully, so no field accepts it.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when every character of the string can be stored and read back unchanged. */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/** The path of the first string (value or key) in a parsed input that is not storable text. */
export function unstorableTextPath(
  value: unknown,
  path: (string | number)[] = [],
  depth = 0,
): (string | number)[] | undefined {
  if (typeof value === 'string') return isStorableText(value) ? undefined : path;
  if (!value || typeof value !== 'object' || depth > 32) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const at = [...path, Array.isArray(value) ? Number(key) : key];
    if (!isStorableText(key)) return at;
    const found = unstorableTextPath(item, at, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * The one rule every input passes before its own schema: no string anywhere in it may hold
 * characters that cannot be stored (the API applies it to bodies, queries, params and headers).
 */
export const storableTextSchema = z.unknown().check(
  z.superRefine((value, ctx) => {
    const path = unstorableTextPath(value);
    if (path) ctx.issues.push({ code: 'custom', path, message: V.text, input: value });
  }),
);

// Control characters, and the marks that reorder text on screen (bidirectional overrides and
// isolates): invisible themselves, in a name or a note they make what others read differ from
// what was typed (a right-to-left override before "gnp.exe" shows it as "exe.png"). A line
// break (and a tab) is allowed where there are lines.
const CONTROL = /\p{Cc}|[\u202a-\u202e\u2066-\u2069]/u;

/** One line of text shown to people: a name, a model, an address. */
export const singleLineCheck = () =>
  z.refine<string>((value) => !CONTROL.test(value), {
    error: V.characters,
  });

/** Text of several lines shown to people: a note. */
export const multiLineCheck = () =>
  z.refine<string>((value) => !CONTROL.test(value.replace(/[\n\r\t]/g, '')), {
    error: V.characters,
  });

/** A trimmed text shown to people, at most `max` characters: one line, or several (a note). */
export const shownTextSchema = (max: number, lines: 'single' | 'multi' = 'single') =>
  z
    .string()
    .check(
      z.trim(),
      z.maxLength(max, { error: V.tooLong }),
      lines === 'single' ? singleLineCheck() : multiLineCheck(),
    );

/** A real calendar date written `YYYY-MM-DD` (not 2024-02-30, not 2024-13-45). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
  return day <= days;
}

export type StorableText = z.infer<typeof storableTextSchema>;
