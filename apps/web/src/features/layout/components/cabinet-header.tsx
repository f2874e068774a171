import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { LanguageSelect } from '../../../components/layout/language-select';
import { Logo, LogoMark } from '../../../components/ui/logo';
import { useLanguage } from '../../../lib/i18n';
import type { UserInfo } from '../../../lib/session';
import '../texts';
import { Avatar } from './avatar';
import { BellIcon } from './nav-icons';

/** Language, logo, messages, and who is signed in, linking to the profile (SPEC §2). */
export const CabinetHeader = memo(function CabinetHeader({
  userInfo,
  unread = 0,
}: {
  userInfo: UserInfo | null;
  /** Unread messages, shown on the bell (the app passes it in: features stay apart). */
  unread?: number;
}) {
  const { t } = useTranslation('cabinet');
  const language = useLanguage();
  return (
    <header className="sticky top-0 z-30 border-b border-sand-200 bg-white/95 backdrop-blur">
      <div className="flex h-16 items-center gap-1.5 px-4 sm:gap-3 sm:px-6">
        <Link
          to={`/${language}/dashboard`}
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
        <NavLink
          to={`/${language}/messages`}
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
        <Link
          to={`/${language}/profile`}
          className="flex min-w-0 items-center gap-2 rounded-full py-1 pr-1 hover:bg-brand-50 sm:gap-3 sm:pr-3"
        >
          <Avatar src={userInfo?.profilePicture ?? null} />
          {/* Shown on phones too, cut short with an ellipsis rather than widening the page. */}
          <span className="min-w-0 text-left leading-tight">
            <span className="block max-w-48 truncate text-sm font-semibold text-sand-900 sm:text-base">
              {userInfo?.fullname}
            </span>
            {userInfo && (
              <span className="block text-xs text-sand-600 tabular-nums">
                {t('header.userId', { id: userInfo.id })}
              </span>
            )}
          </span>
        </Link>
      </div>
    </header>
  );
});
