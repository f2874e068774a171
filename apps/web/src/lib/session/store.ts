import type { SessionReply, TeamRole, UserType } from '@fuel/contract';
import { useSyncExternalStore } from 'react';
import {
  clearStoredSession,
  readStoredSession,
  STORAGE_KEYS,
  type UserInfo,
  writeStoredSession,
  writeTokens,
  writeUserInfo,
  writeUserType,
} from './storage';
import { claimsOf } from './token';

export type SessionStatus = 'idle' | 'loading' | 'error';

/** Why a session ended; every reason sends the user to sign in. */
export type SessionEnd =
  | 'logout'
  | 'rejected'
  | 'unauthenticated'
  | 'no-refresh-token'
  | 'elsewhere';

/** The auth state of SPEC §3, read by the router and the layout. */
export interface SessionState {
  isAuth: boolean;
  userType: UserType | null;
  userInfo: UserInfo | null;
  accessToken: string | null;
  refreshToken: string | null;
  /** The sign-in request: loading while it runs, error after a rejection. */
  status: SessionStatus;
  ended: SessionEnd | null;
  /**
   * The role held in the company the session acts for, read from the access token (DESIGN
   * §5.8); null for a person acting for themselves.
   */
  role: TeamRole | null;
  /**
   * How many times the session moved to another account (here or in another tab): what was
   * read for the one before is not this account's, so the app starts its screens anew.
   */
  switches: number;
}

const GUEST: SessionState = {
  isAuth: false,
  userType: null,
  userInfo: null,
  accessToken: null,
  refreshToken: null,
  status: 'idle',
  ended: null,
  role: null,
  switches: 0,
};

function fromStorage(): SessionState {
  const stored = readStoredSession();
  if (!stored) return GUEST;
  return { ...GUEST, isAuth: true, ...stored };
}

let state: SessionState = GUEST;
const listeners = new Set<() => void>();
set(fromStorage());

/**
 * Every change goes through here: the role comes from the access token, and a token for another
 * account than before (a switch, here or in another tab, or a membership that ended) counts.
 */
function set(next: SessionState): void {
  const claims = claimsOf(next.accessToken);
  const moved = state.isAuth && next.isAuth && claims.sub !== claimsOf(state.accessToken).sub;
  state = {
    ...next,
    // One the web does not know is allowed nothing (roleCan).
    role: (claims.role as TeamRole | undefined) ?? null,
    switches: state.switches + (moved ? 1 : 0),
  };
  for (const listener of listeners) listener();
}

/** For lib/session's own changes of whom the session acts for (account.ts). */
export const replaceSession = set;

export function getSession(): SessionState {
  return state;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

/** Re-reads local storage: at start-up (tests) and when another tab changed it. */
export function restoreSession(): SessionState {
  const next = fromStorage();
  const endedElsewhere = state.isAuth && !next.isAuth;
  set(endedElsewhere ? { ...next, ended: 'elsewhere' } : next);
  return state;
}

/** 2FA succeeded: keep the tokens and who signed in (SPEC §4). */
export function startSession(reply: SessionReply): void {
  const userInfo: UserInfo = {
    id: reply.user_id,
    fullname: reply.user_full_name,
    profilePicture: reply.user_profile_picture,
  };
  const stored = {
    accessToken: reply.access_token,
    refreshToken: reply.refresh_token,
    userType: reply.user_type,
    userInfo,
  };
  writeStoredSession(stored);
  set({ ...GUEST, isAuth: true, ...stored });
}

/** A refresh rotates both tokens; both must be kept or the next refresh is rejected. */
export function updateTokens(accessToken: string, refreshToken: string): void {
  if (!state.isAuth) return;
  writeTokens(accessToken, refreshToken);
  // A refresh may bring a token for another account: another tab switched, or the company the
  // session acted for ended the membership. Who that is, another tab has stored (or /user/me says).
  set({ ...state, ...readStoredSession(), accessToken, refreshToken });
}

export function updateUserInfo(userInfo: UserInfo): void {
  if (!state.isAuth) return;
  const same =
    state.userInfo?.id === userInfo.id &&
    state.userInfo.fullname === userInfo.fullname &&
    state.userInfo.profilePicture === userInfo.profilePicture;
  if (same) return;
  writeUserInfo(userInfo);
  set({ ...state, userInfo });
}

/** The account's type as GET /user/me says it, after a refresh moved the session elsewhere. */
export function updateUserType(userType: UserType): void {
  if (!state.isAuth || state.userType === userType) return;
  writeUserType(userType);
  set({ ...state, userType });
}

export function setSessionStatus(status: SessionStatus): void {
  if (state.status !== status) set({ ...state, status });
}

/** Clears storage and state; the router then shows the sign-in page. */
export function endSession(reason: SessionEnd): void {
  clearStoredSession();
  set({ ...GUEST, ended: reason });
}

const SESSION_KEYS = new Set<string>([
  STORAGE_KEYS.accessToken,
  STORAGE_KEYS.refreshToken,
  STORAGE_KEYS.userType,
  STORAGE_KEYS.userInfo,
]);

// Another tab signed in, out, rotated the tokens or switched the account: follow it, so both tabs
// use the same family and act for the same account.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || SESSION_KEYS.has(event.key)) restoreSession();
  });
}
