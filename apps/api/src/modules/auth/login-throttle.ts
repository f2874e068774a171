import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { sha256 } from '../../lib/secrets';
import {
  clearFailures,
  countFailures,
  isKnownAddress,
  recordFailure,
} from './login-throttle.repository';

/**
 * How wrong passwords and codes are throttled (DESIGN §4), so that nobody can lock the owner
 * out: a hard limit per (account, address) stops one attacker's address; past a soft limit
 * per account, new addresses must wait a delay that doubles with every further failure, while
 * addresses the owner signed in from before are never slowed. Email and phone name one account.
 */
export const THROTTLE = {
  windowSeconds: 15 * 60,
  perAddress: 5,
  accountSoft: 10,
  maxDelaySeconds: 15 * 60,
  codeWindowSeconds: 3600,
  /** Wrong 2FA codes per account per hour, across all its sign-in attempts. */
  codesPerAccount: 15,
} as const;

/** The throttling key of an identifier: the account's id, or a hash of a name nobody has. */
export const accountKeyOf = (userId: string | undefined, identifier: string) =>
  userId ?? `unknown:${sha256(identifier.trim().toLowerCase())}`;

function tooMany(retryAfterSeconds: number): never {
  throw new AppError('RATE_LIMITED', { retryAfter: Math.max(1, Math.ceil(retryAfterSeconds)) });
}

/** Throws 429 (with Retry-After) when this password try must not be checked now. */
export async function checkPasswordThrottle(
  db: Db,
  scale: number,
  account: { key: string; userId: string | undefined },
  address: string,
) {
  const counts = await countFailures(db, account.key, 'password', address, THROTTLE.windowSeconds);
  if (counts.here >= THROTTLE.perAddress * scale) {
    tooMany(THROTTLE.windowSeconds - (counts.oldestHereAge ?? 0));
  }
  const over = counts.total - THROTTLE.accountSoft * scale;
  if (over < 0 || counts.sinceLast === null) return;
  if (account.userId && (await isKnownAddress(db, account.userId, address))) return;
  const delay = Math.min(2 ** over, THROTTLE.maxDelaySeconds);
  if (counts.sinceLast < delay) tooMany(delay - counts.sinceLast);
}

export async function passwordFailed(db: Db, accountKey: string, address: string) {
  await recordFailure(db, accountKey, 'password', address);
}

export const passwordAccepted = clearFailures;

/**
 * Throws 429 TOO_MANY_ATTEMPTS once the account has had too many wrong codes this hour, with
 * Retry-After: when the oldest of them leaves the hour.
 */
export async function checkCodeThrottle(db: Db, scale: number, userId: string, address: string) {
  const counts = await countFailures(db, userId, 'code', address, THROTTLE.codeWindowSeconds);
  if (counts.total < THROTTLE.codesPerAccount * scale) return;
  const wait = THROTTLE.codeWindowSeconds - (counts.oldestAge ?? 0);
  throw new AppError('TOO_MANY_ATTEMPTS', { retryAfter: Math.max(1, Math.ceil(wait)) });
}

export async function codeFailed(db: Db, userId: string, address: string) {
  await recordFailure(db, userId, 'code', address);
}
