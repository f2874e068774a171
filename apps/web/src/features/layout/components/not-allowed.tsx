import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/layout/page-title';
import { pagePath } from '../../../lib/i18n';
import '../texts';
import { buttonClass } from '../../../components/ui/button';
import type { SectionKey } from '../menu';

/**
 * A page the role held in the company may not open (a link typed or kept from another role):
 * said inside the frame, with the way to the role's first page.
 */
export function NotAllowed({ home }: { home: SectionKey }) {
  const { t } = useTranslation('cabinet');
  return (
    <section aria-labelledby="not-allowed" className="mx-auto mt-10 max-w-md text-center">
      <PageTitle>{`${t('notAllowed.title')} · Fuel Cabinet`}</PageTitle>
      <h1 id="not-allowed" className="text-2xl font-bold text-sand-900">
        {t('notAllowed.title')}
      </h1>
      <p className="mt-2 text-sand-700">{t('notAllowed.text')}</p>
      <Link to={pagePath(home)} className={`${buttonClass()} mt-6`}>
        {t('notAllowed.back')}
      </Link>
    </section>
  );
}
