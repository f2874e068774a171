import { rbsError } from './sandbox-error';

/** Request parameters as the gateway receives them: form fields, all strings. */
export type Params = Record<string, string | undefined>;

export function optional(params: Params, name: string): string | undefined {
  const value = params[name]?.trim();
  return value ? value : undefined;
}

export function required(params: Params, name: string): string {
  const value = optional(params, name);
  if (value === undefined) throw rbsError.missing(name);
  return value;
}

/** A positive amount in minor units. */
export function amountParam(params: Params, name = 'amount'): number {
  const value = required(params, name);
  const amount = Number(value);
  if (!/^\d{1,15}$/.test(value) || amount <= 0) throw rbsError.invalid(name);
  return amount;
}

export function absoluteUrl(params: Params, name: string): string | undefined {
  const value = optional(params, name);
  if (value === undefined) return undefined;
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.toString();
  } catch {}
  throw rbsError.invalid(name);
}

/** `jsonParams` is a JSON object of string values (the merchant's extra order fields). */
export function jsonParams(params: Params): Record<string, string> | undefined {
  const value = optional(params, 'jsonParams');
  if (value === undefined) return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    if (
      parsed &&
      typeof parsed === 'object' &&
      !Array.isArray(parsed) &&
      Object.values(parsed).every((v) => typeof v === 'string')
    ) {
      return parsed as Record<string, string>;
    }
  } catch {}
  throw rbsError.invalid('jsonParams');
}

/** The merchant's return address with the gateway's `orderId` added, keeping its own query. */
export function withOrderId(url: string, orderId: string): string {
  const target = new URL(url);
  target.searchParams.set('orderId', orderId);
  return target.toString();
}
