import type { TeamRole, UserType } from '@fuel/contract';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { PageTitle } from '../../../components/layout/page-title';
import { ScreenTopBar } from '../../../components/layout/screen-top-bar';
import { MAIN_CONTENT_ID } from '../../../components/layout/skip-link';
import { pagePath } from '../../../lib/i18n';
import type { UserInfo } from '../../../lib/session';
import { menuFor } from '../menu';
import '../texts';
import { Avatar } from './avatar';
import { LogoutButton } from './logout-button';
import { SECTION_ICONS, SettingsIcon, ShieldIcon } from './nav-icons';

interface MoreMenuProps {
  userType: UserType;
  userInfo: UserInfo | null;
  role: TeamRole | null;
  onLogout: () => void;
  loggingOut: boolean;
}

const row =
  'flex h-14 items-center gap-4 px-4 font-medium text-sand-900 hover:bg-brand-50 aria-[current=page]:text-brand-700';

/** The full-screen mobile menu (SPEC §2): every section, Settings, the policy and Logout. */
export function MoreMenu({ userType, userInfo, role, onLogout, loggingOut }: MoreMenuProps) {
  const { t } = useTranslation('cabinet');
  return (
    <div className="min-h-dvh bg-sand-50">
      <PageTitle>{`${t('more.title')} · Fuel Cabinet`}</PageTitle>
      <ScreenTopBar column="narrow" surface="bg-white/95" />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="mx-auto max-w-xl px-4 py-6 outline-none">
        <h1 className="text-2xl font-bold text-sand-900">{t('more.title')}</h1>
        <Link
          to={pagePath('profile')}
          className="mt-5 flex items-center gap-4 rounded-2xl border border-sand-200 bg-white p-4 hover:border-brand-300"
        >
          <Avatar src={userInfo?.profilePicture ?? null} className="size-12" />
          <span className="min-w-0">
            <span className="block truncate font-semibold text-sand-900">{userInfo?.fullname}</span>
            {userInfo && (
              <span className="block text-sm text-sand-600">
                <span className="tabular-nums">{t('header.userId', { id: userInfo.id })}</span>
                {role && <span> · {t(`roles.${role}`)}</span>}
              </span>
            )}
          </span>
        </Link>
        <nav aria-label={t('nav.label')} className="mt-5">
          <ul className="divide-y divide-sand-100 overflow-hidden rounded-2xl border border-sand-200 bg-white">
            {menuFor(userType, role).map((key) => {
              const Icon = SECTION_ICONS[key];
              return (
                <li key={key}>
                  <NavLink to={pagePath(key)} className={row}>
                    <Icon className="size-6 shrink-0 text-brand-600" />
                    {t(`sections.${key}`)}
                  </NavLink>
                </li>
              );
            })}
          </ul>
          <ul className="mt-5 divide-y divide-sand-100 overflow-hidden rounded-2xl border border-sand-200 bg-white">
            <li>
              <NavLink to={pagePath('profile')} className={row}>
                <SettingsIcon className="size-6 text-brand-600" />
                {t('nav.settings')}
              </NavLink>
            </li>
            <li>
              <Link to={pagePath('privacy-policy')} className={row}>
                <ShieldIcon className="size-6 text-brand-600" />
                {t('common:nav.privacyPolicy')}
              </Link>
            </li>
            <li>
              <LogoutButton
                onLogout={onLogout}
                pending={loggingOut}
                className="flex h-14 w-full items-center gap-4 px-4 font-medium text-red-700 hover:bg-red-50 disabled:cursor-wait"
              />
            </li>
          </ul>
        </nav>
      </main>
    </div>
  );
}
