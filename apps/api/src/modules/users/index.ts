export { pushConfigRoutes } from './push-config.routes';
export { usersRoutes } from './users.routes';
