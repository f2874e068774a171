import type { Transaction } from '@fuel/contract';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { SCREEN, useMediaQuery } from '../../../lib/media';
import { StatusIcon } from './status-icon';
import { useRowText } from './use-row-text';

interface TransactionListProps {
  rows: Transaction[];
  /** The address of a row's detail page. */
  hrefOf(id: string): string;
  /** The list's query string, for the detail page's way back. */
  from: string;
}

/**
 * The history as a table on wide screens and as cards on phones; a row opens its detail. Only
 * the form the screen shows is drawn (the classes still choose where the width is unknown).
 */
export const TransactionList = memo(function TransactionList(props: TransactionListProps) {
  // The table's eight columns need about 830 px: beside the sidebar that is an `xl` screen.
  const wide = useMediaQuery(SCREEN.xl);
  return (
    <>
      {wide !== false && <HistoryTable {...props} />}
      {wide !== true && <HistoryCards {...props} />}
    </>
  );
});

function HistoryTable({ rows, hrefOf, from }: TransactionListProps) {
  const { t } = useTranslation('transactions');
  const text = useRowText();
  const navigate = useNavigate();
  return (
    <div className="hidden overflow-x-auto rounded-3xl border border-sand-200 bg-white xl:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('table.caption')}</caption>
        <thead className="bg-sand-100 text-xs tracking-wide text-sand-700 uppercase">
          <tr>
            {(
              [
                'type',
                'partner',
                'date',
                'fuel',
                'quantity',
                'amount',
                'status',
                'station',
              ] as const
            ).map((column) => (
              <th key={column} scope="col" className="px-3 py-3 font-semibold first:pl-5 last:pr-5">
                {t(`table.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-sand-200">
          {rows.map((row) => {
            const x = text(row);
            return (
              <tr
                key={row.id}
                onClick={(event) => {
                  // The type cell's link has already navigated: one press, one history entry.
                  if ((event.target as Element).closest('a')) return;
                  navigate(hrefOf(row.id), { state: { from } });
                }}
                className={`cursor-pointer hover:bg-brand-50 ${x.moved ? '' : 'text-sand-600'}`}
              >
                <td className="py-3 pr-3 pl-5 font-semibold">
                  <Link
                    to={hrefOf(row.id)}
                    state={{ from }}
                    className="text-brand-700 hover:underline"
                  >
                    {x.type}
                  </Link>
                </td>
                <td className="px-3 py-3 text-sand-800">{x.partner}</td>
                <td className="px-3 py-3 whitespace-nowrap text-sand-700">{x.date}</td>
                <td className="px-3 py-3 text-sand-900">{row.product_name}</td>
                <td className={`px-3 py-3 font-semibold whitespace-nowrap tabular-nums ${x.tone}`}>
                  {x.quantity}
                </td>
                <td className="px-3 py-3 whitespace-nowrap tabular-nums">{x.amount}</td>
                <td className="px-3 py-3">
                  <StatusIcon icon={x.icon} label={x.status} />
                </td>
                <td className="py-3 pr-5 pl-3 text-sand-700">{x.station}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function HistoryCards({ rows, hrefOf, from }: TransactionListProps) {
  const { t } = useTranslation('transactions');
  const text = useRowText();
  return (
    <ul className="space-y-3 xl:hidden" aria-label={t('table.caption')}>
      {rows.map((row) => {
        const x = text(row);
        return (
          <li key={row.id}>
            <Link
              to={hrefOf(row.id)}
              state={{ from }}
              className="block rounded-2xl border border-sand-200 bg-white p-4 hover:border-brand-300"
            >
              <span className="flex items-start justify-between gap-3">
                <span>
                  <span className="block font-semibold text-sand-900">{x.type}</span>
                  <span className="block text-sm text-sand-600">{x.date}</span>
                </span>
                <span className={`text-lg font-bold whitespace-nowrap tabular-nums ${x.tone}`}>
                  {x.quantity}
                </span>
              </span>
              <span className="mt-2 flex items-center justify-between gap-3 text-sm">
                <span className="text-sand-800">{row.product_name}</span>
                <StatusIcon icon={x.icon} label={x.status} withText />
              </span>
              <span className="mt-1 block text-sm text-sand-600">
                {[
                  x.amount !== '—' && x.amount,
                  x.partner !== '—' && x.partner,
                  x.station !== '—' && x.station,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
