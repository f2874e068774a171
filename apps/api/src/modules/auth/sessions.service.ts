import { randomUUID } from 'node:crypto';
import type { RefreshReply, SessionReply, TeamRole } from '@fuel/contract';
import type { Config } from '../../config/env';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { keyedHash, randomToken, sha256 } from '../../lib/secrets';
import { findUserById, type User } from '../users';
import { signAccessToken } from './access-token';
import { AUTH } from './auth.constants';
import {
  findMemberRole,
  findRefreshToken,
  insertRefreshToken,
  revokeFamily,
  rotateRefreshToken,
  setActingFor,
} from './refresh-tokens.repository';
import { sessionChangesHeard } from './session-cache';

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

/** Whom a session acts for: the person, or a company with the person's role there. */
export interface Acting {
  person: User;
  account: User;
  role: TeamRole | undefined;
}

/**
 * Whom the session acts for. A company the person no longer belongs to (or that closed) gives
 * way to the person's own account, and the session is moved back to it.
 */
async function actingOf(
  db: Db,
  person: User,
  familyId: string,
  actingFor: string | null,
): Promise<Acting> {
  if (actingFor) {
    const [role, company] = await Promise.all([
      findMemberRole(db, actingFor, person.id),
      findUserById(db, actingFor),
    ]);
    if (role && company) return { person, account: company, role };
    await setActingFor(db, familyId, null);
  }
  return { person, account: person, role: person.type === 'company' ? 'owner' : undefined };
}

async function issueTokens(
  db: Db,
  config: Config,
  acting: Acting,
  familyId: string,
  refresh = randomToken(),
): Promise<RefreshReply> {
  await insertRefreshToken(db, {
    userId: acting.person.id,
    familyId,
    tokenHash: sha256(refresh),
    ttlSeconds: AUTH.refreshTokenTtl,
    actingFor: acting.account.id === acting.person.id ? null : acting.account.id,
  });
  return { access_token: await accessTokenFor(config, acting, familyId), refresh_token: refresh };
}

const accessTokenFor = (config: Config, { person, account, role }: Acting, familyId: string) =>
  signAccessToken(config, {
    sub: account.id,
    typ: account.type,
    uid: account.publicId,
    sid: familyId,
    ...(account.id === person.id ? {} : { act: person.id }),
    ...(role ? { role } : {}),
  });

/** What the web keeps of whom the session acts for (SPEC §3, login-verified reply). */
const sessionReplyOf = (tokens: RefreshReply, account: User): SessionReply => ({
  ...tokens,
  user_type: account.type,
  user_full_name: fullName(account),
  user_profile_picture: account.profilePicture,
  user_id: account.publicId,
});

/** A new session (a new refresh-token family) for a user who has just proved who they are. */
export async function startSession(db: Db, config: Config, user: User): Promise<SessionReply> {
  const acting = await actingOf(db, user, '', null);
  return sessionReplyOf(await issueTokens(db, config, acting, randomUUID()), user);
}

/**
 * Moves a session to act for `account` (the person's own, or a company where `role` is theirs)
 * and gives a new access token for it; the refresh token stays the session's.
 */
export async function switchActing(
  db: Db,
  config: Config,
  familyId: string,
  acting: Acting,
): Promise<Omit<SessionReply, 'refresh_token'>> {
  await setActingFor(
    db,
    familyId,
    acting.account.id === acting.person.id ? null : acting.account.id,
  );
  // The other tabs' tokens for the account left are stale (498) on every instance from now on.
  await sessionChangesHeard(db);
  const access = await accessTokenFor(config, acting, familyId);
  const { refresh_token: _none, ...reply } = sessionReplyOf(
    { access_token: access, refresh_token: '' },
    acting.account,
  );
  return reply;
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
      const acting = await actingOf(tx, user, rotated.familyId, rotated.actingFor);
      return issueTokens(tx, config, acting, rotated.familyId, successorOf(config, token));
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
  await sessionChangesHeard(db);
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
      const acting = await actingOf(db, user, found.familyId, found.actingFor);
      return {
        access_token: await accessTokenFor(config, acting, found.familyId),
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
  if (!known) return;
  await revokeFamily(db, known.familyId);
  await sessionChangesHeard(db);
}
