import { useTranslation } from 'react-i18next';
import '../texts';
import { PageTitle } from '../../../components/layout/page-title';

export type PageKey =
  | 'dashboard'
  | 'my-balance'
  | 'vehicles'
  | 'friends'
  | 'partners'
  | 'cards'
  | 'transactions'
  | 'messages'
  | 'stations'
  | 'profile';

interface ComingSoonProps {
  page: PageKey;
  /** The page supplies its own h1 (the dashboard greets the user instead). */
  withTitle?: boolean;
}

/** A cabinet section that is not open yet: says what it will do, inside the normal layout. */
export function ComingSoon({ page, withTitle = true }: ComingSoonProps) {
  const { t } = useTranslation('cabinet');
  return (
    <section aria-labelledby={`soon-${page}`}>
      {withTitle && (
        <>
          <PageTitle>{`${t(`pages.${page}.title`)} · Fuel Cabinet`}</PageTitle>
          <h1 className="text-2xl font-bold text-sand-900 sm:text-3xl">
            {t(`pages.${page}.title`)}
          </h1>
        </>
      )}
      <div className="mt-6 flex flex-col items-start gap-4 rounded-3xl border border-dashed border-brand-300 bg-white p-6 sm:flex-row sm:p-8">
        <span className="grid size-14 shrink-0 place-items-center rounded-2xl bg-accent-100 text-accent-700">
          <svg
            viewBox="0 0 24 24"
            className="size-7"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            aria-hidden="true"
          >
            <path d="M12 7v5l3 2" strokeLinecap="round" />
            <circle cx="12" cy="12" r="9" />
          </svg>
        </span>
        <div>
          <p className="inline-flex rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700">
            {t('soon.badge')}
          </p>
          <h2 id={`soon-${page}`} className="mt-2 text-lg font-semibold text-sand-900">
            {t('soon.title')}
          </h2>
          <p className="mt-1 max-w-prose text-sand-700">{t(`pages.${page}.text`)}</p>
        </div>
      </div>
    </section>
  );
}
