import * as z from 'zod/mini';

/**
 * Validation messages are translation keys (namespace `validation`), never text: the API
 * translates them into the request's language and the web app into the page's.
 */
export const V = {
  required: 'validation:required',
  invalid: 'validation:invalid',
  email: 'validation:email',
  phone: 'validation:phone',
  identifier: 'validation:identifier',
  passwordMin: 'validation:password_min',
  passwordLetterDigit: 'validation:password_letter_digit',
  passwordsMismatch: 'validation:passwords_mismatch',
  passwordsMismatchRetry: 'validation:passwords_mismatch_retry',
  tooLong: 'validation:too_long',
  integer: 'validation:integer',
  sameFuel: 'validation:same_fuel',
  number: 'validation:number',
  min: 'validation:min',
  max: 'validation:max',
  oneOf: 'validation:one_of',
  language: 'validation:language',
  identifierRequired: 'validation:identifier_required',
  code: 'validation:code',
  volume: 'validation:volume',
  plate: 'validation:plate',
  date: 'validation:date',
  dateOrder: 'validation:date_order',
  unknownField: 'validation:unknown_field',
  text: 'validation:text',
  characters: 'validation:characters',
  cardNumber: 'validation:card_number',
  pin: 'validation:pin',
  pinTrivial: 'validation:pin_trivial',
  deliveryOne: 'validation:delivery_one',
  taxId: 'validation:tax_id',
  userId: 'validation:user_id',
  passwordSame: 'validation:password_same',
  dayAboveMonth: 'validation:day_above_month',
} as const;
export type ValidationKey = (typeof V)[keyof typeof V];

const KEYS = new Set<string>(Object.values(V));

export interface ValidationMessage {
  key: ValidationKey;
  params: Record<string, string | number>;
}

type Issue = z.core.$ZodIssue | z.core.$ZodRawIssue;

/** The translation key for a zod issue that names no key of its own. */
export function issueKey(issue: Issue): ValidationKey {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.expected === 'int') return V.integer;
      if (issue.expected === 'number' && 'input' in issue && issue.input !== undefined)
        return V.number;
      // `input` is only present while parsing (the global error map below sees it).
      return 'input' in issue && issue.input === undefined ? V.required : V.invalid;
    case 'too_small':
      return issue.origin === 'string' && Number(issue.minimum) <= 1 ? V.required : V.min;
    case 'too_big':
      return issue.origin === 'string' ? V.tooLong : V.max;
    case 'invalid_format':
      return issue.format === 'email' ? V.email : V.invalid;
    case 'invalid_value':
      return V.oneOf;
    case 'unrecognized_keys':
      return V.unknownField;
    default:
      return V.invalid;
  }
}

/**
 * An id picked from a list (a select's value, a product, a card): nothing picked (missing or
 * empty) is "required"; something that is not an id is "invalid", not "required".
 */
export const chosenIdSchema = () =>
  z
    .string()
    .check(z.minLength(1, { error: V.required, abort: true }), z.uuid({ error: V.invalid }));

/**
 * For a number field: empty is "required", anything else that is not a number (a form's text
 * such as "abc" arrives as NaN) says a number is wanted.
 */
export const numberError = (issue: Issue) =>
  'input' in issue && issue.input !== undefined ? V.number : V.required;

/**
 * Makes every zod message a translation key. Call once at start-up (API and web); messages a
 * schema names itself (`{ error: V.phone }`) still win.
 */
export function installValidationKeys(): void {
  z.config({ customError: (issue) => issueKey(issue) });
}

/** Turns a zod issue into a translation key and its interpolation values. */
export function validationMessage(issue: Issue): ValidationMessage {
  const message = 'message' in issue ? issue.message : undefined;
  const key = message && KEYS.has(message) ? (message as ValidationKey) : issueKey(issue);
  return { key, params: paramsOf(issue) };
}

function paramsOf(issue: Issue): Record<string, string | number> {
  switch (issue.code) {
    case 'too_small':
      return { min: Number(issue.minimum) };
    case 'too_big':
      return { max: Number(issue.maximum) };
    case 'invalid_value':
      return { values: issue.values.map(String).join(', ') };
    case 'unrecognized_keys':
      return { fields: issue.keys.join(', ') };
    default:
      return {};
  }
}
