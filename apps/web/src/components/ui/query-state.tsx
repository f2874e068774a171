import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isMissing } from '../../lib/api-client';
import { buttonClass } from './button';
import { RefreshIcon } from './icons';

// A query's loading, failed and empty states. Kept apart from the paged list (query-list.tsx):
// a page without a pager (My balance, Main) does not carry the pager's code.

/** What the list states need of a TanStack query result. */
export interface LoadableQuery<T> {
  data: T | undefined;
  isPending: boolean;
  error?: unknown;
  refetch(): unknown;
}

interface SkeletonProps {
  /** Read by screen readers instead of the grey tiles. */
  label: string;
  count?: number;
  /** The layout of the tiles: the gaps or grid of the list they stand for. */
  className?: string;
  /** One tile's height and corners, close to a real row so nothing jumps when it arrives. */
  tile?: string;
}

/** Grey tiles while something loads; announced once to screen readers. */
export function ListSkeleton({
  label,
  count = 3,
  className = 'space-y-3',
  tile = 'h-20 rounded-2xl',
}: SkeletonProps) {
  return (
    <div role="status">
      <span className="sr-only">{label}</span>
      <div className={className} aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <div key={i} className={`${tile} bg-sand-100 motion-safe:animate-pulse`} />
        ))}
      </div>
    </div>
  );
}

/** A failed load with a way to ask again. */
export function ListError({ text, onRetry }: { text: string; onRetry(): void }) {
  const { t } = useTranslation('common');
  return (
    <div className="flex flex-col items-start gap-3 rounded-2xl bg-red-50 p-4 text-red-900 sm:flex-row sm:items-center sm:justify-between">
      <p>{text}</p>
      <button type="button" onClick={onRetry} className={buttonClass('primary', 'sm')}>
        <RefreshIcon className="size-4" />
        {t('retry')}
      </button>
    </div>
  );
}

/**
 * Nothing to show yet: what that means, and optionally what to do about it. `compact` is the
 * one-line form for a small tile (Main's summaries).
 */
export function ListEmpty({
  title,
  hint,
  action,
  compact = false,
}: {
  title: string;
  hint?: ReactNode;
  action?: ReactNode;
  compact?: boolean;
}) {
  if (compact) {
    return (
      <p className="rounded-2xl border border-dashed border-sand-300 p-4 text-center text-sand-700">
        {title}
      </p>
    );
  }
  return (
    <div className="rounded-3xl border border-dashed border-sand-300 bg-white p-8 text-center">
      <p className="font-semibold text-sand-900">{title}</p>
      {hint && <p className="mt-1 text-sm text-sand-600">{hint}</p>}
      {action && <div className="mt-4">{action}</div>}
    </div>
  );
}

export interface QueryStateProps<T> {
  query: LoadableQuery<T>;
  /** The screen-reader text of the skeleton. */
  loading: string;
  /** What failed, shown beside the retry button. */
  error: string;
  skeleton?: Omit<SkeletonProps, 'label'>;
  /** One record's screen: what to show when it does not exist (loaded with `loadRecord`). */
  missing?: ReactNode;
  children(data: T): ReactNode;
}

/**
 * The first load of a query: a skeleton, then either its data or the error with a retry (or,
 * for one record, that it does not exist). A failed refresh keeps what was already shown
 * instead of replacing it with the error.
 */
export function QueryState<T>({
  query,
  loading,
  error,
  skeleton,
  missing,
  children,
}: QueryStateProps<T>) {
  if (query.isPending) return <ListSkeleton label={loading} {...skeleton} />;
  if (query.data === undefined) {
    if (missing !== undefined && isMissing(query.error)) return missing;
    // A retry puts the query back to pending: the skeleton shows while it is on its way.
    return <ListError text={error} onRetry={() => void query.refetch()} />;
  }
  return children(query.data);
}
