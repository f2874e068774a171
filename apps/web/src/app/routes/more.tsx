import { MoreMenu } from '../../features/layout/components/more-menu';
import { useSession } from '../../lib/session';
import { useSignOut } from '../use-sign-out';

/** /{lang}/more: the full-screen menu of the bottom bar's "More". */
export default function More() {
  const { userType, userInfo, role } = useSession();
  const { logout, pending } = useSignOut();
  if (!userType) return null;
  return (
    <MoreMenu
      userType={userType}
      userInfo={userInfo}
      role={role}
      onLogout={logout}
      loggingOut={pending}
    />
  );
}
