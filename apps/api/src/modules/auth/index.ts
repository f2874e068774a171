export { type AccessClaims, verifyAccessToken } from './access-token';
export { createConfirmedAccount, type NewAccount } from './accounts.service';
export { authRoutes } from './auth.routes';
export { fullName } from './sessions.service';
