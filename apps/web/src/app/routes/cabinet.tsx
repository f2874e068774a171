import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import type { AccountMenu } from '../../features/layout/components/account-button';
import { CabinetLayout } from '../../features/layout/components/cabinet-layout';
import { ConnectionNotice } from '../../features/layout/components/connection-notice';
import { PageErrorBoundary } from '../../features/layout/components/page-error-boundary';
import { useLiveStream } from '../../features/live-events/hooks/use-live-stream';
import { useUnreadCount } from '../../features/notifications/api/get-unread-count';
import { useNotificationEvents } from '../../features/notifications/hooks/use-notification-events';
import { usePushResume } from '../../features/push/hooks/use-push-resume';
import { whenMembershipEnds } from '../../lib/api-client/client';
import { leaveEndedMembership } from '../../lib/api-client/membership-ended';
import { pagePath } from '../../lib/i18n';
import { useMe } from '../../lib/me';
import { useLiveInvalidation } from '../../lib/query-keys';
import { canAs, useSession } from '../../lib/session';
import { landingPage, mayOpen, pageOf } from '../router/page-access';
import { useSignOut } from '../use-sign-out';

// The list of the person's accounts loads the first time the header's button opens it.
const Accounts = lazy(() => import('../../features/team/components/account-menu'));
const accountMenu: AccountMenu = (props) => <Accounts {...props} />;

// Said on a page the role may not open, which only a link from elsewhere leads to.
const NotAllowed = lazy(() =>
  import('../../features/layout/components/not-allowed').then((m) => ({ default: m.NotAllowed })),
);

// A call refused because the person left the company moves the session to their own account.
whenMembershipEnds(leaveEndedMembership);

/** The signed-in frame around every cabinet page. */
export default function Cabinet() {
  const { userType, userInfo, role } = useSession();
  const { logout, pending } = useSignOut();
  const { pathname } = useLocation();
  const messages = canAs(role, 'messages');
  // The bell's count, kept current by the live stream.
  const unread = useUnreadCount(messages);
  if (!userType) return null;
  const home = landingPage(role);
  return (
    <>
      <CabinetServices messages={messages} />
      <CabinetLayout
        userType={userType}
        userInfo={userInfo}
        role={role}
        onLogout={logout}
        loggingOut={pending}
        unread={messages ? unread : undefined}
        accountMenu={accountMenu}
      >
        {/* A section's code loads inside the frame; the header and menus stay in place. A fresh
          boundary per page: left while the page it waited for was still loading (back at once),
          the shared one stayed empty instead of drawing the page gone back to. */}
        <ConnectionNotice />
        {/* A page that fails (its code not fetched for want of a connection) fails in here. */}
        <PageErrorBoundary key={pathname}>
          <Suspense fallback={<Spinner className="mx-auto mt-16 size-8 text-brand-600" />}>
            {mayOpen(pathname, role) ? (
              <Outlet />
            ) : pageOf(pathname) === 'dashboard' ? (
              // Main is where sign-in and the logo lead: a role without it starts on its own page.
              <Navigate replace to={pagePath(home)} />
            ) : (
              <NotAllowed home={home} />
            )}
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
function CabinetServices({ messages }: { messages: boolean }) {
  // Keeps the header's name and picture current (they may change in another browser).
  useMe();
  usePushResume();
  // One live event stream for every screen of the cabinet (lib/live-events hands it out).
  useLiveStream();
  // Every cached reply a live event makes stale, whichever screen is open.
  useLiveInvalidation();
  // A new message shows as a toast (not for a role that may not read the messages).
  useNotificationEvents(messages);
  return null;
}
