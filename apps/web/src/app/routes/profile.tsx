import { InstallApp } from '../../features/app-install/components/install-app';
import { ProfilePage } from '../../features/profile/components/profile-page';
import { NotificationsToggle } from '../../features/push/components/notifications-toggle';

/**
 * Settings (both user types): profile editing, with the push switch and the offer to install the
 * app, each from its own feature.
 */
export default function Profile() {
  return (
    <ProfilePage
      extra={
        <>
          <NotificationsToggle />
          <InstallApp />
        </>
      }
    />
  );
}
