import { randomUUID, webcrypto } from 'node:crypto';
import { TEAM_ROLES, type TeamRole } from '@fuel/contract';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Config } from '../../config/env';
import type { AccessClaims } from '../../lib/access-claims';
import { AppError } from '../../lib/app-error';
import { keyedHash } from '../../lib/secrets';

export type { AccessClaims };

const ISSUER = 'fuel-cabinet';

const keys = new Map<string, Promise<webcrypto.CryptoKey>>();
/**
 * A key of its own, derived from the one secret, so a leak of one use does not expose the other;
 * derived and imported once per secret, as deriving and importing it cost more than a check.
 */
function keyOf(secret: string): Promise<webcrypto.CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    const raw = new TextEncoder().encode(keyedHash(secret, 'access-token-v1'));
    key = webcrypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    keys.set(secret, key);
  }
  return key;
}

/**
 * Tokens whose signature and claims were checked already, per secret: a tab sends the same token
 * with every request for its whole life, and checking its signature (Web Crypto) is about a
 * tenth of a millisecond of CPU, the largest part of a signed-in read's own work. The expiry is
 * still checked at every use, and the caller still checks that the session is live.
 */
const checked = new Map<string, Map<string, { claims: AccessClaims; exp: number }>>();
const CHECKED_MAX = 10_000;

function remember(secret: string, token: string, claims: AccessClaims, exp: number) {
  const tokens = checked.get(secret) ?? new Map();
  checked.set(secret, tokens);
  // The oldest goes first: a Map iterates in insertion order.
  if (tokens.size >= CHECKED_MAX) tokens.delete(tokens.keys().next().value as string);
  tokens.set(token, { claims, exp });
}

export async function signAccessToken(config: Config, claims: AccessClaims): Promise<string> {
  return (
    new SignJWT({
      typ: claims.typ,
      uid: claims.uid,
      sid: claims.sid,
      ...(claims.act ? { act: claims.act } : {}),
      ...(claims.role ? { role: claims.role } : {}),
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuer(ISSUER)
      .setIssuedAt()
      // Tokens issued in the same second would otherwise be identical.
      .setJti(randomUUID())
      .setExpirationTime(`${config.auth.accessTokenTtlSeconds}s`)
      .sign(await keyOf(config.auth.secret))
  );
}

/** 498 when the token has expired (the client refreshes), 401 when it is not ours at all. */
export async function verifyAccessToken(config: Config, token: string): Promise<AccessClaims> {
  const secret = config.auth.secret;
  const known = checked.get(secret)?.get(token);
  if (known) {
    // As jose decides it: expired once the current second reaches `exp`.
    if (known.exp <= Math.floor(Date.now() / 1000)) throw new AppError('ACCESS_TOKEN_EXPIRED');
    return known.claims;
  }
  try {
    const { payload } = await jwtVerify(token, await keyOf(secret), {
      issuer: ISSUER,
      algorithms: ['HS256'],
    });
    if (typeof payload.sub !== 'string' || typeof payload.uid !== 'number') {
      throw new AppError('UNAUTHENTICATED');
    }
    // Signed by us before tokens named their session: the client refreshes and gets one.
    if (typeof payload.sid !== 'string') throw new AppError('ACCESS_TOKEN_EXPIRED');
    const typ = payload.typ === 'company' ? 'company' : 'individual';
    const claims: AccessClaims = { sub: payload.sub, typ, uid: payload.uid, sid: payload.sid };
    if (typeof payload.act === 'string') claims.act = payload.act;
    if (TEAM_ROLES.includes(payload.role as TeamRole)) claims.role = payload.role as TeamRole;
    if (typeof payload.exp === 'number') remember(secret, token, claims, payload.exp);
    return claims;
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (err instanceof joseErrors.JWTExpired) throw new AppError('ACCESS_TOKEN_EXPIRED');
    throw new AppError('UNAUTHENTICATED');
  }
}
