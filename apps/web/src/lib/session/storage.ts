import type { UserType } from '@fuel/contract';

/**
 * The local-storage keys of SPEC §3 (the language key lives with i18n), and the reads each page
 * made on its first load (lib/api-client/early-replies.ts), which go with the session.
 */
export const STORAGE_KEYS = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  userType: 'user_type',
  userInfo: 'user_info',
  products: 'products',
  pushSent: 'fcm_token_send',
  earlyReads: 'early_reads',
  /** Refuel codes and card limits kept for the pump with no signal (lib/offline-copy.ts). */
  offlineCopy: 'offline_copy',
} as const;

export interface UserInfo {
  id: number;
  fullname: string;
  profilePicture: string | null;
}

export interface StoredSession {
  accessToken: string;
  refreshToken: string;
  userType: UserType;
  userInfo: UserInfo | null;
}

/** Storage can throw (disabled cookies, private modes); the app then behaves as signed out. */
function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the session then lasts as long as the page.
  }
}

function parseUserInfo(raw: string | null): UserInfo | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<UserInfo> | null;
    if (!value || typeof value.id !== 'number' || typeof value.fullname !== 'string') return null;
    const picture = typeof value.profilePicture === 'string' ? value.profilePicture : null;
    return { id: value.id, fullname: value.fullname, profilePicture: picture };
  } catch {
    return null;
  }
}

/**
 * Spelled out rather than imported: the contract's USER_TYPES lives beside every auth schema,
 * and importing it would put all of them on the sign-in page's first download.
 */
function isUserType(value: string | null): value is UserType {
  return value === 'individual' || value === 'company';
}

/** SPEC §4: signed in iff the access token, the refresh token and the user type are all stored. */
export function readStoredSession(): StoredSession | null {
  const accessToken = read(STORAGE_KEYS.accessToken);
  const refreshToken = read(STORAGE_KEYS.refreshToken);
  const userType = read(STORAGE_KEYS.userType);
  if (!accessToken || !refreshToken || !isUserType(userType)) return null;
  return {
    accessToken,
    refreshToken,
    userType,
    userInfo: parseUserInfo(read(STORAGE_KEYS.userInfo)),
  };
}

export function writeStoredSession(session: StoredSession): void {
  writeTokens(session.accessToken, session.refreshToken);
  writeUserType(session.userType);
  if (session.userInfo) writeUserInfo(session.userInfo);
}

export function writeUserType(userType: UserType): void {
  write(STORAGE_KEYS.userType, userType);
}

export function writeTokens(accessToken: string, refreshToken: string): void {
  write(STORAGE_KEYS.accessToken, accessToken);
  write(STORAGE_KEYS.refreshToken, refreshToken);
}

export function writeUserInfo(info: UserInfo): void {
  write(STORAGE_KEYS.userInfo, JSON.stringify(info));
}

/** Everything the session left behind; the chosen language stays, it is not personal. */
export function clearStoredSession(): void {
  for (const key of Object.values(STORAGE_KEYS)) {
    try {
      localStorage.removeItem(key);
    } catch {
      // See read().
    }
  }
}

export function readFlag(key: string): string | null {
  return read(key);
}

export function writeFlag(key: string, value: string): void {
  write(key, value);
}
