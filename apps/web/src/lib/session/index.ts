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
  useSession,
} from './store';
