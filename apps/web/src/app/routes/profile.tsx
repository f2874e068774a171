import { ComingSoon } from '../../features/layout/components/coming-soon';
import { NotificationsToggle } from '../../features/push/components/notifications-toggle';
import { AccountSummary } from '../../features/session/components/account-summary';

/**
 * Settings: the user's details and the notifications switch until profile editing opens.
 * (AccountSummary's texts come in the cabinet namespace that ComingSoon registers.)
 */
export default function Profile() {
  return (
    <>
      <ComingSoon page="profile" />
      <div className="mt-6 space-y-6">
        <AccountSummary />
        <NotificationsToggle />
      </div>
    </>
  );
}
