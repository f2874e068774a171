import { randomUUID } from 'node:crypto';
import type { RefreshReply, SessionReply } from '@fuel/contract';
import type { Config } from '../../config/env';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { randomToken, sha256 } from '../../lib/secrets';
import { signAccessToken } from './access-token';
import { AUTH } from './auth.constants';
import {
  findRefreshToken,
  insertRefreshToken,
  revokeFamily,
  rotateRefreshToken,
} from './refresh-tokens.repository';
import { findUserById, type User } from './users.repository';

export interface AuthDeps {
  db: Db;
  config: Config;
}

export function fullName(user: Pick<User, 'companyName' | 'firstName' | 'lastName'>): string {
  return user.companyName ?? `${user.firstName} ${user.lastName}`.trim();
}

async function issueTokens(
  db: Db,
  config: Config,
  user: User,
  familyId: string,
): Promise<RefreshReply> {
  const refresh = randomToken();
  await insertRefreshToken(db, {
    userId: user.id,
    familyId,
    tokenHash: sha256(refresh),
    ttlSeconds: AUTH.refreshTokenTtl,
  });
  const access = await signAccessToken(config, {
    sub: user.id,
    typ: user.type,
    uid: user.publicId,
  });
  return { access_token: access, refresh_token: refresh };
}

/** A new session (a new refresh-token family) for a user who has just proved who they are. */
export async function startSession(db: Db, config: Config, user: User): Promise<SessionReply> {
  const tokens = await issueTokens(db, config, user, randomUUID());
  return {
    ...tokens,
    user_type: user.type,
    user_full_name: fullName(user),
    user_profile_picture: user.profilePicture,
    user_id: user.publicId,
  };
}

/**
 * Rotates a refresh token. Reusing a rotated token means it was copied: the whole family is
 * revoked and the caller gets 497 — except within a few seconds of the rotation, when it is
 * the same browser refreshing from two tabs.
 */
export async function refreshSession(
  { db, config }: AuthDeps,
  token: string,
): Promise<RefreshReply> {
  const tokenHash = sha256(token);
  const outcome = await db.transaction(async (tx) => {
    const rotated = await rotateRefreshToken(tx, tokenHash);
    const known = rotated ? undefined : await findRefreshToken(tx, tokenHash);
    const inGrace =
      known &&
      !known.revoked &&
      !known.expired &&
      (known.sinceRotated ?? Infinity) <= AUTH.refreshGrace;
    const owner = rotated ?? (inGrace ? known : undefined);
    if (owner) {
      const user = await findUserById(tx, owner.userId);
      if (user) return { tokens: await issueTokens(tx, config, user, owner.familyId) };
      return { rejected: true as const };
    }
    if (known && !known.revoked && known.sinceRotated !== null)
      await revokeFamily(tx, known.familyId);
    return { rejected: true as const };
  });
  // Thrown after the commit, so a detected reuse stays revoked.
  if ('tokens' in outcome && outcome.tokens) return outcome.tokens;
  throw new AppError('REFRESH_TOKEN_REJECTED');
}

/** Ends the session the token belongs to (its whole family); unknown tokens are ignored. */
export async function endSession({ db }: AuthDeps, token: string): Promise<void> {
  const known = await findRefreshToken(db, sha256(token));
  if (known) await revokeFamily(db, known.familyId);
}
