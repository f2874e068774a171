import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { AccessClaims } from './access-token';
import { findSessionState } from './refresh-tokens.repository';

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
  const actor = actorOf(claims);
  const state = await findSessionState(db, claims.sid, actor);
  if (!state) throw new AppError('UNAUTHENTICATED');
  if ((state.actingFor ?? actor) !== claims.sub) throw new AppError('ACCESS_TOKEN_EXPIRED');
  if (state.actingFor) {
    if (!state.role) throw new AppError('MEMBERSHIP_ENDED');
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
