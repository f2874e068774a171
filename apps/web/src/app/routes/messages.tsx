import { NotificationsPage } from '../../features/notifications/components/notifications-page';

/** Messages (both user types): notifications with read, open and delete. */
export default function Messages() {
  return <NotificationsPage />;
}
