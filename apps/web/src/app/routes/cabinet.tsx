import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { CabinetLayout } from '../../features/layout/components/cabinet-layout';
import { ConnectionNotice } from '../../features/layout/components/connection-notice';
import { PageErrorBoundary } from '../../features/layout/components/page-error-boundary';
import { useLiveStream } from '../../features/live-events/hooks/use-live-stream';
import { useUnreadCount } from '../../features/messages/api/get-unread-count';
import { useMessageEvents } from '../../features/messages/hooks/use-message-events';
import { usePushResume } from '../../features/push/hooks/use-push';
import { useMe } from '../../lib/me';
import { useLiveInvalidation } from '../../lib/query-keys';
import { useSession } from '../../lib/session';
import { useSignOut } from '../use-sign-out';

/** The signed-in frame around every cabinet page. */
export default function Cabinet() {
  const { userType, userInfo } = useSession();
  const { logout, pending } = useSignOut();
  const { pathname } = useLocation();
  // The bell's count, kept current by the live stream.
  const unread = useUnreadCount();
  if (!userType) return null;
  return (
    <>
      <CabinetServices />
      <CabinetLayout
        userType={userType}
        userInfo={userInfo}
        onLogout={logout}
        loggingOut={pending}
        unread={unread}
      >
        {/* A section's code loads inside the frame; the header and menus stay in place. A fresh
          boundary per page: left while the page it waited for was still loading (back at once),
          the shared one stayed empty instead of drawing the page gone back to. */}
        <ConnectionNotice />
        {/* A page that fails (its code not fetched for want of a connection) fails in here. */}
        <PageErrorBoundary key={pathname}>
          <Suspense fallback={<Spinner className="mx-auto mt-16 size-8 text-brand-600" />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </CabinetLayout>
    </>
  );
}

/**
 * The cabinet's background work, in a part that draws nothing: called in `Cabinet`, each of
 * these hooks' replies drew the whole frame again (menus, header, footer), three times while
 * My balance loaded.
 */
function CabinetServices() {
  // Keeps the header's name and picture current (they may change in another browser).
  useMe();
  usePushResume();
  // One live event stream for every screen of the cabinet (lib/live-events hands it out).
  useLiveStream();
  // Every cached reply a live event makes stale, whichever screen is open.
  useLiveInvalidation();
  // A new message shows as a toast.
  useMessageEvents();
  return null;
}
