// The start of the app carries every module named here, the sign-in page's included. What only
// a screen or two use is imported from its own file (./account); the role's permissions are here
// because every cabinet page asks them (a copy in each page's file would cost more).
export { canAs, useActingRole, useCan } from './can';
export { readFlag, STORAGE_KEYS, type UserInfo, writeFlag } from './storage';
export {
  endSession,
  getSession,
  restoreSession,
  type SessionEnd,
  setSessionStatus,
  startSession,
  updateTokens,
  updateUserInfo,
  updateUserType,
  useSession,
} from './store';
