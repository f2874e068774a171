import type { TeamRole, UserType } from '@fuel/contract';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { pagePath } from '../../../lib/i18n';
import { menuFor } from '../menu';
import '../texts';
import { LogoutButton } from './logout-button';
import { SECTION_ICONS, SettingsIcon } from './nav-icons';

const item =
  'flex h-11 items-center gap-3 rounded-xl px-3 font-medium transition-colors aria-[current=page]:bg-brand-600 aria-[current=page]:text-white';
const idle = 'text-sand-800 hover:bg-brand-50 hover:text-brand-800';

interface SidebarProps {
  userType: UserType;
  role: TeamRole | null;
  onLogout: () => void;
  loggingOut: boolean;
}

/** Desktop menu of the user's type, with Settings and Logout at the bottom (SPEC §2). */
export const Sidebar = memo(function Sidebar({
  userType,
  role,
  onLogout,
  loggingOut,
}: SidebarProps) {
  const { t } = useTranslation('cabinet');
  // w-72: the longest section name ("Հաղորդագրություններ") fits on one line beside its icon.
  return (
    <nav
      aria-label={t('nav.label')}
      className="scroll-shadows sticky top-16 hidden h-[calc(100dvh-4rem)] w-72 shrink-0 flex-col overflow-y-auto border-r border-sand-200 px-3 py-5 lg:flex print:hidden"
    >
      <ul className="space-y-1">
        {menuFor(userType, role).map((key) => {
          const Icon = SECTION_ICONS[key];
          return (
            <li key={key}>
              <NavLink to={pagePath(key)} className={`${item} ${idle}`}>
                <Icon className="size-5 shrink-0" />
                {t(`sections.${key}`)}
              </NavLink>
            </li>
          );
        })}
      </ul>
      <div className="mt-auto space-y-1 border-t border-sand-200 pt-4">
        <NavLink to={pagePath('profile')} className={`${item} ${idle}`}>
          <SettingsIcon className="size-5 shrink-0" />
          {t('nav.settings')}
        </NavLink>
        <LogoutButton
          onLogout={onLogout}
          pending={loggingOut}
          className={`${item} w-full text-red-700 hover:bg-red-50 disabled:cursor-wait`}
        />
      </div>
    </nav>
  );
});
