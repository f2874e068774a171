import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface PagerProps {
  page: number;
  pages: number;
  /** The address of another page (with the list's filters kept). */
  hrefOf(page: number): string;
  /** What is being paged, for screen readers: "Pages of messages". */
  label: string;
}

/** How many pages `total` rows fill, `pageSize` a page; an empty list still has its one page. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** `?page=3` → 3; anything else → 1 (offsets start at 1, SPEC §3). */
export function pageFromSearch(search: string): number {
  const page = Number(new URLSearchParams(search).get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** A pager's link, also the way back from past the end (query-list). */
export const pagerLink =
  'inline-flex h-10 items-center rounded-full border border-sand-300 bg-white px-4 font-semibold text-sand-800 hover:bg-sand-100';
const off =
  'inline-flex h-10 items-center rounded-full border border-sand-200 px-4 font-semibold text-sand-500';

/** Previous / next with "page X of Y", as links, so the back button walks through the pages. */
export function Pager({ page, pages, hrefOf, label }: PagerProps) {
  const { t } = useTranslation('common');
  if (pages <= 1) return null;
  const step = (to: number, rel: 'prev' | 'next', text: string, enabled: boolean) =>
    enabled ? (
      <Link to={hrefOf(to)} className={pagerLink} rel={rel}>
        {text}
      </Link>
    ) : (
      <span className={off} aria-disabled="true">
        {text}
      </span>
    );
  return (
    <nav aria-label={label} className="mt-5 flex items-center justify-between gap-3">
      {step(page - 1, 'prev', t('pager.previous'), page > 1)}
      <p className="text-sm text-sand-700" aria-current="page">
        {t('pager.status', { page, pages })}
      </p>
      {step(page + 1, 'next', t('pager.next'), page < pages)}
    </nav>
  );
}
