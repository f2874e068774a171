import type { TeamRole } from '@fuel/contract';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { LanguageSelect } from '../../../components/layout/language-select';
import { Logo, LogoMark } from '../../../components/ui/logo';
import { pagePath } from '../../../lib/i18n';
import type { UserInfo } from '../../../lib/session';
import '../texts';
import { AccountButton, type AccountMenu } from './account-button';
import { BellIcon } from './nav-icons';

/**
 * Language, logo, messages, and whom the session acts for, which opens the list of the
 * person's accounts to switch to (SPEC §2, DESIGN §5.8).
 */
export const CabinetHeader = memo(function CabinetHeader({
  userInfo,
  role = null,
  unread,
  accountMenu,
}: {
  userInfo: UserInfo | null;
  /** The role held in the company the session acts for. */
  role?: TeamRole | null;
  /** Unread messages, shown on the bell; no bell for a role without messages. */
  unread?: number;
  /** The list of accounts, drawn once the button is used (the app passes it in). */
  accountMenu: AccountMenu;
}) {
  const { t } = useTranslation('cabinet');
  return (
    <header className="sticky top-0 z-30 border-b border-sand-200 bg-white/95 backdrop-blur print:hidden">
      <div className="flex h-16 items-center gap-1.5 px-4 sm:gap-3 sm:px-6">
        <Link
          to={pagePath('dashboard')}
          aria-label={t('header.home')}
          className="mr-auto rounded-xl"
        >
          <span className="sm:hidden">
            <LogoMark className="size-10 rounded-xl" />
          </span>
          <span className="hidden sm:inline">
            <Logo />
          </span>
        </Link>
        <LanguageSelect compact />
        {unread !== undefined && (
          <NavLink
            to={pagePath('messages')}
            aria-label={
              unread > 0 ? t('header.messagesUnread', { count: unread }) : t('header.messages')
            }
            className="relative grid size-10 shrink-0 place-items-center rounded-full text-sand-800 hover:bg-brand-50 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700"
          >
            <BellIcon className="size-6" />
            {unread > 0 && (
              <span
                aria-hidden="true"
                className="absolute -top-0.5 -right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-red-700 px-1 text-xs font-bold text-white tabular-nums"
              >
                {unread > 99 ? '99+' : unread}
              </span>
            )}
          </NavLink>
        )}
        <AccountButton userInfo={userInfo} role={role} menu={accountMenu} />
      </div>
    </header>
  );
});
