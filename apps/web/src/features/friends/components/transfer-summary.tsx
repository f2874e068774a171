import type { ReactNode } from 'react';

/** The facts of a transfer as a definition list, on the confirmation step. */
export function TransferSummary({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    <dl className="mt-4 divide-y divide-sand-100 rounded-2xl border border-sand-200">
      {rows.map(([label, value]) => (
        <div key={label} className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 px-4 py-2.5">
          <dt className="text-sm text-sand-600">{label}</dt>
          <dd className="min-w-0 font-semibold [overflow-wrap:anywhere] text-sand-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
