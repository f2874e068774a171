import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pageCount } from '../filters';

interface PagerProps {
  page: number;
  total: number;
  /** The address of another page (filters kept). */
  hrefOf(page: number): string;
}

/** Previous / next with "page X of Y"; links, so the back button walks through pages. */
export function Pager({ page, total, hrefOf }: PagerProps) {
  const { t } = useTranslation('transactions');
  const pages = pageCount(total);
  if (pages <= 1) return null;
  const link =
    'inline-flex h-10 items-center rounded-full border border-sand-300 bg-white px-4 font-semibold text-sand-800 hover:bg-sand-100';
  const off =
    'inline-flex h-10 items-center rounded-full border border-sand-200 px-4 font-semibold text-sand-400';
  return (
    <nav aria-label={t('pager.label')} className="mt-5 flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={hrefOf(page - 1)} className={link} rel="prev">
          {t('pager.previous')}
        </Link>
      ) : (
        <span className={off} aria-disabled="true">
          {t('pager.previous')}
        </span>
      )}
      <p className="text-sm text-sand-700" aria-current="page">
        {t('pager.status', { page, pages })}
      </p>
      {page < pages ? (
        <Link to={hrefOf(page + 1)} className={link} rel="next">
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
