import type { UserType } from '@fuel/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../lib/i18n';
import { menuFor } from '../menu';
import '../texts';
import { SECTION_ICONS } from './nav-icons';

/** Tiles for every section of the user's menu but the dashboard itself. */
export function SectionLinks({ userType }: { userType: UserType }) {
  const { t } = useTranslation('cabinet');
  const language = useLanguage();
  const sections = menuFor(userType).filter((key) => key !== 'dashboard');
  return (
    <section aria-labelledby="sections-title" className="mt-10">
      <h2 id="sections-title" className="text-lg font-semibold text-sand-900">
        {t('dashboard.sections')}
      </h2>
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {sections.map((key) => {
          const Icon = SECTION_ICONS[key];
          return (
            <li key={key}>
              <Link
                to={`/${language}/${key}`}
                className="flex h-full flex-col gap-3 rounded-2xl border border-sand-200 bg-white p-4 font-semibold text-sand-900 transition-colors hover:border-brand-300 hover:bg-brand-50"
              >
                <span className="grid size-10 place-items-center rounded-xl bg-brand-600 text-white">
                  <Icon />
                </span>
                {t(`sections.${key}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
