export { notificationsRoutes } from './notifications.routes';
export {
  announce,
  LAST_USED_LANGUAGE,
  localized,
  type NotificationTemplate,
  notify,
} from './notifications.service';
