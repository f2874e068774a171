export { pushConfigRoutes } from './push-config.routes';
export { usersRoutes } from './users.routes';
export { changeDetails, getMe, userLanguage } from './users.service';
