import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { CARD_CODE_PREFIX } from '@fuel/contract';

/** A random URL-safe token (256 bits by default) for links and refresh tokens. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Hash of a high-entropy token; such tokens need no slow hash, only not to be stored as is. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Keyed hash for low-entropy secrets (6-digit codes): useless without the server's key. */
export function keyedHash(key: string, value: string): string {
  return createHmac('sha256', key).update(value).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** A uniformly random 6-digit code, leading zeros kept. */
export function randomCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/**
 * Six digits for a pump: codes drawn on a balance never start with CARD_CODE_PREFIX (9) and
 * codes drawn on a fuel card always do, so the two kinds never collide.
 */
export function randomPumpCode(kind: 'balance' | 'card'): string {
  if (kind === 'card')
    return `${CARD_CODE_PREFIX}${randomInt(0, 100_000).toString().padStart(5, '0')}`;
  return randomInt(0, 900_000).toString().padStart(6, '0');
}
