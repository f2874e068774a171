export { notificationsRoutes } from './notifications.routes';
export { announce, localized, type NotificationTemplate, notify } from './notifications.service';
