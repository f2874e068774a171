export { pushConfigRoutes } from './push-config.routes';
export { usersRoutes } from './users.routes';
export { getMe, userLanguage } from './users.service';
