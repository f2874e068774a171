import { ProfilePage } from '../../features/profile/components/profile-page';
import { NotificationsToggle } from '../../features/push/components/notifications-toggle';

/** Settings (both user types): profile editing, with the push switch from its own feature. */
export default function Profile() {
  return <ProfilePage extra={<NotificationsToggle />} />;
}
