export { pushConfigRoutes } from './push-config.routes';
export { forgetPushSubscriptions, pushSubscriptionStore } from './users.repository';
export { usersRoutes } from './users.routes';
export { changeDetails, getMe, userLanguage } from './users.service';
