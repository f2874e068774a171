import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { pagePath } from '../../../lib/i18n';

const link =
  'inline-flex h-10 flex-1 items-center justify-center rounded-full px-4 text-sm font-semibold text-sand-700 hover:text-sand-900 aria-[current=page]:bg-white aria-[current=page]:text-brand-700 aria-[current=page]:shadow-sm sm:flex-none';

/** The report and the fills that look wrong: two addresses, the period carried between them. */
export function ConsumptionTabs({ period }: { period: string }) {
  const { t } = useTranslation('fleet');
  return (
    <nav aria-label={t('tabs.label')} className="mt-5">
      <ul className="flex gap-1 rounded-full bg-sand-100 p-1 sm:inline-flex">
        <li className="flex flex-1">
          <NavLink end to={pagePath('consumption', { query: period })} className={link}>
            {t('tabs.report')}
          </NavLink>
        </li>
        <li className="flex flex-1">
          <NavLink to={pagePath('consumption/exceptions', { query: period })} className={link}>
            {t('tabs.exceptions')}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
