import { useTranslation } from 'react-i18next';
import { RefreshIcon } from '../../../components/ui/icons';

/** Grey tiles while the first page loads; announced once to screen readers. */
export function ListSkeleton({ label, tall = false }: { label: string; tall?: boolean }) {
  return (
    <div role="status">
      <span className="sr-only">{label}</span>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-hidden="true">
        {['a', 'b', 'c'].map((k) => (
          <div
            key={k}
            className={`${tall ? 'h-52' : 'h-20'} rounded-3xl bg-sand-100 motion-safe:animate-pulse`}
          />
        ))}
      </div>
    </div>
  );
}

/** A failed load with a way to try again. */
export function ListError({ text, onRetry }: { text: string; onRetry(): void }) {
  const { t } = useTranslation('cards');
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

export function ListEmpty({ title, hint }: { title: string; hint?: string }) {
  return (
    <div className="rounded-3xl border border-dashed border-sand-300 bg-white p-8 text-center">
      <p className="font-semibold text-sand-900">{title}</p>
      {hint && <p className="mt-1 text-sm text-sand-600">{hint}</p>}
    </div>
  );
}
