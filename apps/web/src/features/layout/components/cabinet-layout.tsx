import type { TeamRole, UserType } from '@fuel/contract';
import type { ReactNode } from 'react';
import { SiteFooter } from '../../../components/layout/site-footer';
import { MAIN_CONTENT_ID } from '../../../components/layout/skip-link';
import { SCREEN, useMediaQuery } from '../../../lib/media';
import type { UserInfo } from '../../../lib/session';
import type { AccountMenu } from './account-button';
import { BottomBar } from './bottom-bar';
import { CabinetHeader } from './cabinet-header';
import { Sidebar } from './sidebar';

interface CabinetLayoutProps {
  userType: UserType;
  userInfo: UserInfo | null;
  /** The role held in the company the session acts for: the menus show what it may open. */
  role: TeamRole | null;
  onLogout: () => void;
  loggingOut: boolean;
  /** Unread messages for the header bell; no bell for a role without messages. */
  unread?: number;
  /** The header's list of the person's accounts. */
  accountMenu: AccountMenu;
  children: ReactNode;
}

/**
 * The signed-in frame: header on top; the sidebar on wide screens, the bottom bar on narrow
 * ones; the footer under the page. Header, menus and footer are memoized on their props (the
 * language and the current address reach them through context): a new unread count or a
 * pending logout draws only what shows it, not some thirty links again.
 */
export function CabinetLayout({
  userType,
  userInfo,
  role,
  onLogout,
  loggingOut,
  unread,
  accountMenu,
  children,
}: CabinetLayoutProps) {
  // Only the menu the screen shows is drawn: each is some fifteen links, the frame's costliest
  // part to draw. The classes below still hide the other where the width cannot be known.
  const wide = useMediaQuery(SCREEN.lg);
  return (
    <div className="flex min-h-dvh flex-col pb-16 lg:pb-0">
      <CabinetHeader userInfo={userInfo} role={role} unread={unread} accountMenu={accountMenu} />
      <div className="flex flex-1">
        {wide !== false && (
          <Sidebar userType={userType} role={role} onLogout={onLogout} loggingOut={loggingOut} />
        )}
        <div className="flex min-w-0 flex-1 flex-col">
          {/* At least a screen high, so the footer starts below the first screen: drawn right
              under a page still loading, it was pushed down when the page's rows arrived (a
              layout shift of 0.14 on Transactions in Lighthouse). */}
          <main
            id={MAIN_CONTENT_ID}
            tabIndex={-1}
            className="mx-auto min-h-dvh w-full max-w-5xl flex-1 px-4 py-6 outline-none sm:px-8 lg:py-10"
          >
            {children}
          </main>
          <SiteFooter />
        </div>
      </div>
      {wide !== true && <BottomBar userType={userType} role={role} />}
    </div>
  );
}
