import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { AccessClaims } from './access-token';
import { findSessionState } from './refresh-tokens.repository';
import { type SessionState, sessionCacheOf } from './session-cache';

/** The person a token was issued to: the member when they act for a company. */
export const actorOf = (claims: AccessClaims): string => claims.act ?? claims.sub;

/**
 * Checks a verified access token against its session as the database holds it now, and gives
 * the claims with the role held now (DESIGN §5.8):
 * - 401 when the session has ended (logout, reset, password change, deleted account);
 * - 498 when the session now acts for another account (switched in another tab): the client
 *   refreshes and gets a token for the account the session acts for;
 * - 403 MEMBERSHIP_ENDED when the person was removed from the company the session acts for
 *   (their next refresh brings them back to their own account).
 */
export async function checkSession(db: Db, claims: AccessClaims): Promise<AccessClaims> {
  const family = claims.sid;
  const actor = actorOf(claims);
  const cache = sessionCacheOf(db);
  // Kept in memory while the database announces what changes (session-cache.ts). A kept state
  // that would refuse the token is asked for again: a refresh or a switch in another tab may
  // have moved the session on a moment before its announcement arrives.
  const known = cache?.get(family, actor);
  const kept = known && standing(claims, known);
  if (kept && !(kept instanceof AppError)) return kept;
  const since = cache?.changes ?? 0;
  const state = await findSessionState(db, family, actor);
  if (!state) throw new AppError('UNAUTHENTICATED');
  cache?.set(family, actor, state, since);
  const now = standing(claims, state);
  if (now instanceof AppError) throw now;
  return now;
}

/** The claims with the role the session holds now, or why the token is refused. */
function standing(claims: AccessClaims, state: SessionState): AccessClaims | AppError {
  const actor = actorOf(claims);
  if ((state.actingFor ?? actor) !== claims.sub) return new AppError('ACCESS_TOKEN_EXPIRED');
  if (state.actingFor) {
    if (!state.role) return new AppError('MEMBERSHIP_ENDED');
    const scoped = state.role === 'fleet_manager' && state.cardGroupIds;
    return {
      ...claims,
      role: state.role,
      ...(scoped ? { cardGroups: state.cardGroupIds ?? [] } : {}),
    };
  }
  // A company's own login is its owner; a person acting for themselves holds no role.
  const { role: _stale, ...own } = claims;
  return claims.typ === 'company' ? { ...own, role: 'owner' } : own;
}

/** Whether the session is still as the token says (the live stream asks this now and then). */
export async function isSessionCurrent(db: Db, claims: AccessClaims): Promise<boolean> {
  try {
    const now = await checkSession(db, claims);
    return now.role === claims.role && String(now.cardGroups) === String(claims.cardGroups);
  } catch (err) {
    if (err instanceof AppError) return false;
    throw err;
  }
}
