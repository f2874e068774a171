export { type AccessClaims, verifyAccessToken } from './access-token';
export { createConfirmedAccount, type NewAccount } from './accounts.service';
export { AUTH } from './auth.constants';
export { authRoutes } from './auth.routes';
export { createLink } from './links';
export { purgeOldFailures } from './login-throttle.repository';
export { revokeAllSessions, revokeOtherSessions } from './refresh-tokens.repository';
export { actorOf, checkSession, isSessionCurrent } from './session-standing';
export { fullName, startSession, switchActing } from './sessions.service';
export {
  anonymizeUser,
  emailTaken,
  findLanguage,
  findProfile,
  findUserByEmail,
  findUserById,
  lockUser,
  setLanguage,
  setNewsletter,
  setPasswordHash,
  setReceiptEmails,
  swapProfilePicture,
  updateDetails,
} from './users.repository';
