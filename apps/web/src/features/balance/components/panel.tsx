import type { ReactNode } from 'react';

/** A white card with a heading: the frame of the Buy fuel and Refuel forms. */
export function Panel({
  id,
  title,
  text,
  children,
}: {
  id: string;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-3xl border border-sand-200 bg-white p-5 shadow-sm sm:p-7"
    >
      <h2 id={id} className="text-lg font-bold text-sand-900">
        {title}
      </h2>
      <p className="mt-1 mb-5 text-sm text-sand-600">{text}</p>
      {children}
    </section>
  );
}
