import { randomUUID } from 'node:crypto';
import type { RefreshReply, SessionReply } from '@fuel/contract';
import type { Config } from '../../config/env';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { keyedHash, randomToken, sha256 } from '../../lib/secrets';
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

/**
 * The refresh token that replaces `token`: derived from it with the server's key, so a second
 * tab that presents the same token a moment later receives the very same successor instead of
 * a second live token (which would fork the session).
 */
const successorOf = (config: Config, token: string) =>
  Buffer.from(keyedHash(config.auth.secret, `refresh-successor:${token}`), 'hex').toString(
    'base64url',
  );

async function issueTokens(
  db: Db,
  config: Config,
  user: User,
  familyId: string,
  refresh = randomToken(),
): Promise<RefreshReply> {
  await insertRefreshToken(db, {
    userId: user.id,
    familyId,
    tokenHash: sha256(refresh),
    ttlSeconds: AUTH.refreshTokenTtl,
  });
  return { access_token: await accessTokenFor(config, user, familyId), refresh_token: refresh };
}

const accessTokenFor = (config: Config, user: User, familyId: string) =>
  signAccessToken(config, { sub: user.id, typ: user.type, uid: user.publicId, sid: familyId });

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
 * the same browser refreshing from two tabs: that tab gets the same successor token.
 */
export async function refreshSession(
  { db, config }: AuthDeps,
  token: string,
): Promise<RefreshReply> {
  const tokenHash = sha256(token);
  const outcome = await db.transaction(async (tx) => {
    const rotated = await rotateRefreshToken(tx, tokenHash);
    if (rotated) {
      const user = await findUserById(tx, rotated.userId);
      if (!user) return undefined;
      return issueTokens(tx, config, user, rotated.familyId, successorOf(config, token));
    }
    const known = await findRefreshToken(tx, tokenHash);
    if (!known || known.revoked || known.expired) return undefined;
    if ((known.sinceRotated ?? Infinity) <= config.auth.refreshGraceSeconds) {
      return liveSuccessor(tx, config, token);
    }
    await revokeFamily(tx, known.familyId);
    return undefined;
  });
  // Thrown after the commit, so a detected reuse stays revoked.
  if (outcome) return outcome;
  throw new AppError('REFRESH_TOKEN_REJECTED');
}

/** The token that replaced `token` (following a few quick rotations), if it is still usable. */
async function liveSuccessor(
  db: Db,
  config: Config,
  token: string,
): Promise<RefreshReply | undefined> {
  let next = successorOf(config, token);
  for (let hop = 0; hop < 3; hop++) {
    const found = await findRefreshToken(db, sha256(next));
    if (!found || found.revoked || found.expired) return undefined;
    if (found.sinceRotated === null) {
      const user = await findUserById(db, found.userId);
      if (!user) return undefined;
      return {
        access_token: await accessTokenFor(config, user, found.familyId),
        refresh_token: next,
      };
    }
    next = successorOf(config, next);
  }
  return undefined;
}

/** Ends the session the token belongs to (its whole family); unknown tokens are ignored. */
export async function endSession({ db }: AuthDeps, token: string): Promise<void> {
  const known = await findRefreshToken(db, sha256(token));
  if (known) await revokeFamily(db, known.familyId);
}
