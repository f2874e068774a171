export { readFlag, STORAGE_KEYS, type UserInfo, writeFlag } from './storage';
export {
  endSession,
  getSession,
  restoreSession,
  type SessionEnd,
  type SessionState,
  type SessionStatus,
  setSessionStatus,
  startSession,
  subscribeSession,
  updateTokens,
  updateUserInfo,
  useSession,
} from './store';
