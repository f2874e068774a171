import type { ReactNode } from 'react';

/** A white card with a heading: one part of the Settings page. */
export function Section({
  id,
  title,
  text,
  children,
  tone = 'plain',
}: {
  id: string;
  title: string;
  text?: string;
  children: ReactNode;
  tone?: 'plain' | 'danger';
}) {
  return (
    <section
      aria-labelledby={id}
      className={`rounded-3xl border bg-white p-5 shadow-sm sm:p-7 ${tone === 'danger' ? 'border-red-200' : 'border-sand-200'}`}
    >
      <h2
        id={id}
        className={`text-lg font-bold ${tone === 'danger' ? 'text-red-800' : 'text-sand-900'}`}
      >
        {title}
      </h2>
      {text && <p className="mt-1 text-sm text-sand-600">{text}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}
