import { createHmac, timingSafeEqual } from 'node:crypto';

/** Parameters that are never part of the signed text. */
const UNSIGNED = new Set(['checksum', 'sign_alias']);

type Params = Record<string, string | undefined> | URLSearchParams;

function entries(params: Params): [string, string][] {
  const list = params instanceof URLSearchParams ? [...params] : Object.entries(params);
  return list.filter((e): e is [string, string] => e[1] !== undefined && !UNSIGNED.has(e[0]));
}

/**
 * The RBS callback checksum: HMAC-SHA256 with the shared secret over the parameters sorted by
 * name and written as `name;value;`, in upper-case hex.
 */
export function callbackChecksum(params: Params, secret: string): string {
  const text = entries(params)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name};${value};`)
    .join('');
  return createHmac('sha256', secret).update(text, 'utf8').digest('hex').toUpperCase();
}

/** True when the callback carries a checksum matching its other parameters. */
export function verifyCallbackChecksum(params: Params, secret: string): boolean {
  const given =
    params instanceof URLSearchParams ? params.get('checksum') : (params.checksum ?? null);
  if (!given || !/^[0-9a-fA-F]{64}$/.test(given)) return false;
  const expected = Buffer.from(callbackChecksum(params, secret), 'hex');
  return timingSafeEqual(expected, Buffer.from(given, 'hex'));
}
