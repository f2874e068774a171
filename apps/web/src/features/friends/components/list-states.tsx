import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RefreshIcon } from '../../../components/ui/icons';

/** Grey rows while a list loads; announced once to screen readers. */
export function ListSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div role="status">
      <span className="sr-only">{label}</span>
      <div className="space-y-3" aria-hidden="true">
        {Array.from({ length: rows }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <div key={i} className="h-20 rounded-2xl bg-sand-100 motion-safe:animate-pulse" />
        ))}
      </div>
    </div>
  );
}

export function ListError({ text, onRetry }: { text: string; onRetry(): void }) {
  const { t } = useTranslation('friends');
  return (
    <div className="flex flex-col items-start gap-3 rounded-2xl bg-red-50 p-4 text-red-900 sm:flex-row sm:items-center sm:justify-between">
      <p>{text}</p>
      <button
        type="button"
        onClick={onRetry}
        className="inline-flex h-10 items-center gap-2 rounded-full bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700"
      >
        <RefreshIcon className="size-4" />
        {t('retry')}
      </button>
    </div>
  );
}

export function ListEmpty({ title, hint }: { title: string; hint?: ReactNode }) {
  return (
    <div className="rounded-3xl border border-dashed border-sand-300 bg-white p-6 text-center">
      <p className="font-semibold text-sand-900">{title}</p>
      {hint && <p className="mt-1 text-sm text-sand-600">{hint}</p>}
    </div>
  );
}
