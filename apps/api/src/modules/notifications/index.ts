export { notificationsRoutes } from './notifications.routes';
export {
  announce,
  BROADCAST_MAX_LENGTH,
  broadcast,
  LAST_USED_LANGUAGE,
  localized,
  type NotificationTemplate,
  notify,
  notifyAll,
} from './notifications.service';
