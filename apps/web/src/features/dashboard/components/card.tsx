import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** One block of the Main screen: a title, a link to its full page, the content. */
export function Card({
  id,
  title,
  to,
  linkLabel,
  children,
  className = '',
}: {
  id: string;
  title: string;
  to: string;
  linkLabel: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className={`flex min-w-0 flex-col rounded-3xl border border-sand-200 bg-white p-5 shadow-sm ${className}`}
    >
      <div className="mb-4 flex items-baseline justify-between gap-3">
        <h2 id={id} className="text-lg font-bold text-sand-900">
          {title}
        </h2>
        <Link
          to={to}
          className="shrink-0 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {linkLabel}
          <span aria-hidden="true"> →</span>
        </Link>
      </div>
      {children}
    </section>
  );
}
