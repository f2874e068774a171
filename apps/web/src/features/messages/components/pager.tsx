import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pageCount } from '../unread';

/** Previous / next as links, so the back button walks through the pages. */
export function Pager({ page, total }: { page: number; total: number }) {
  const { t } = useTranslation('messages');
  const pages = pageCount(total);
  if (pages <= 1) return null;
  const link =
    'inline-flex h-10 items-center rounded-full border border-sand-300 bg-white px-4 font-semibold text-sand-800 hover:bg-sand-100';
  const off =
    'inline-flex h-10 items-center rounded-full border border-sand-200 px-4 font-semibold text-sand-500';
  const to = (n: number) => (n > 1 ? `?page=${n}` : '?');
  return (
    <nav aria-label={t('pager.label')} className="mt-5 flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={to(page - 1)} className={link} rel="prev">
          {t('pager.previous')}
        </Link>
      ) : (
        <span className={off} aria-disabled="true">
          {t('pager.previous')}
        </span>
      )}
      <p className="text-sm text-sand-700">{t('pager.status', { page, pages })}</p>
      {page < pages ? (
        <Link to={to(page + 1)} className={link} rel="next">
          {t('pager.next')}
        </Link>
      ) : (
        <span className={off} aria-disabled="true">
          {t('pager.next')}
        </span>
      )}
    </nav>
  );
}
