import { randomUUID } from 'node:crypto';
import type { UserType } from '@fuel/contract';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Config } from '../../config/env';
import { AppError } from '../../lib/app-error';
import { keyedHash } from '../../lib/secrets';

export interface AccessClaims {
  /** Internal user id. */
  sub: string;
  typ: UserType;
  /** Public 7-digit id. */
  uid: number;
  /** The session (refresh-token family): a revoked session's access tokens stop at once. */
  sid: string;
}

const ISSUER = 'fuel-cabinet';
// A key of its own, derived from the one secret, so a leak of one use does not expose the other.
const keyOf = (secret: string) => new TextEncoder().encode(keyedHash(secret, 'access-token-v1'));

export function signAccessToken(config: Config, claims: AccessClaims): Promise<string> {
  return (
    new SignJWT({ typ: claims.typ, uid: claims.uid, sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuer(ISSUER)
      .setIssuedAt()
      // Tokens issued in the same second would otherwise be identical.
      .setJti(randomUUID())
      .setExpirationTime(`${config.auth.accessTokenTtlSeconds}s`)
      .sign(keyOf(config.auth.secret))
  );
}

/** 498 when the token has expired (the client refreshes), 401 when it is not ours at all. */
export async function verifyAccessToken(config: Config, token: string): Promise<AccessClaims> {
  try {
    const { payload } = await jwtVerify(token, keyOf(config.auth.secret), {
      issuer: ISSUER,
      algorithms: ['HS256'],
    });
    if (typeof payload.sub !== 'string' || typeof payload.uid !== 'number') {
      throw new AppError('UNAUTHENTICATED');
    }
    // Signed by us before tokens named their session: the client refreshes and gets one.
    if (typeof payload.sid !== 'string') throw new AppError('ACCESS_TOKEN_EXPIRED');
    const typ = payload.typ === 'company' ? 'company' : 'individual';
    return { sub: payload.sub, typ, uid: payload.uid, sid: payload.sid };
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (err instanceof joseErrors.JWTExpired) throw new AppError('ACCESS_TOKEN_EXPIRED');
    throw new AppError('UNAUTHENTICATED');
  }
}
