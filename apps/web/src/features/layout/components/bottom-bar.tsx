import type { TeamRole, UserType } from '@fuel/contract';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { pagePath } from '../../../lib/i18n';
import { bottomBarFor } from '../menu';
import '../texts';
import { GridIcon, SECTION_ICONS } from './nav-icons';

const item =
  'flex h-16 flex-col items-center justify-center gap-1 px-0.5 text-[0.68rem] leading-tight font-medium tracking-tight text-sand-700 aria-[current=page]:text-brand-700';

/** The grid's columns by how many items it holds (a role may have fewer sections). */
const COLUMNS = ['', '', 'grid-cols-2', 'grid-cols-3', 'grid-cols-4', 'grid-cols-5'];

/** Mobile navigation: Main, My balance, My vehicles, Friends or Partners, More (SPEC §2). */
export const BottomBar = memo(function BottomBar({
  userType,
  role,
}: {
  userType: UserType;
  role: TeamRole | null;
}) {
  const { t } = useTranslation('cabinet');
  const items = bottomBarFor(userType, role);
  return (
    <nav
      aria-label={t('nav.bottomLabel')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-sand-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur lg:hidden print:hidden"
    >
      <ul className={`grid ${COLUMNS[items.length + 1]}`}>
        {items.map((key) => {
          const Icon = SECTION_ICONS[key];
          return (
            <li key={key}>
              <NavLink to={pagePath(key)} className={item}>
                <Icon className="size-6 shrink-0" />
                {/* Long words may break at a soft hyphen of the translation, onto a second line. */}
                <span className="max-w-full text-center">{t(`bottom.${key}`)}</span>
              </NavLink>
            </li>
          );
        })}
        <li>
          <NavLink to={pagePath('more')} className={item}>
            <GridIcon className="size-6" />
            {t('bottom.more')}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
});
