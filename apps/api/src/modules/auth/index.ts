export { type AccessClaims, verifyAccessToken } from './access-token';
export { authRoutes } from './auth.routes';
export { fullName } from './sessions.service';
