import type { Statement, StatementProduct } from '@fuel/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PageTitle } from '../../../components/layout/page-title';
import { QueryState } from '../../../components/ui/query-state';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { formatAmd, formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { formatMonth } from '../../../lib/time/month';
import { downloadStatement, type StatementFormat } from '../api/download-statement';
import { isUnavailableMonth, useStatement } from '../api/get-statement';
import { addMonths, monthChoices, yerevanMonth } from '../months';
import '../texts';
import { buttonClass } from '../../../components/ui/button';

/** The movements between the opening and closing balances, with the sign they count with. */
const FLOWS = [
  ['purchases', '+'],
  ['transfers_in', '+'],
  ['transfers_out', '−'],
  ['refuels', '−'],
] as const;

/** The files a statement downloads as, and their buttons' texts. */
const FORMATS = [
  ['csv', 'download'],
  ['pdf', 'downloadPdf'],
  ['xlsx', 'downloadXlsx'],
] as const satisfies readonly (readonly [StatementFormat, string])[];

/** Statements: a month's opening, movements and closing per fuel, and its CSV, PDF and XLSX. */
export function StatementsPage({ now = new Date() }: { now?: Date }) {
  const { t } = useTranslation('statements');
  const language = useLanguage();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const asked = new URLSearchParams(search).get('month');
  const month =
    asked && /^\d{4}-(0[1-9]|1[0-2])$/.test(asked) ? asked : addMonths(yerevanMonth(now), -1);
  const statement = useStatement(month);
  const [downloading, setDownloading] = useState<StatementFormat | null>(null);
  const choices = monthChoices(now, statement.data?.first_month);
  if (!choices.includes(month)) choices.push(month);

  const download = async (format: StatementFormat) => {
    setDownloading(format);
    try {
      await downloadStatement(month, format, language);
    } catch {
      // The API client has shown why.
    } finally {
      setDownloading(null);
    }
  };

  return (
    <>
      <PageTitle>{`${t('title')} · Fuel Cabinet`}</PageTitle>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-sand-900 sm:text-3xl">{t('title')}</h1>
          <p className="mt-1 text-sand-700">{t('subtitle')}</p>
        </div>
      </div>
      <div className="mt-6 flex flex-wrap items-end gap-3">
        <SelectField
          name="month"
          label={t('month')}
          className="w-full sm:w-64"
          value={month}
          options={choices.map((m) => ({ value: m, label: formatMonth(m, language) }))}
          onChange={(e) => navigate({ pathname, search: `?month=${e.target.value}` })}
        />
        {FORMATS.map(([format, label]) => (
          <button
            key={format}
            type="button"
            onClick={() => download(format)}
            disabled={downloading !== null || !statement.data}
            aria-busy={downloading === format || undefined}
            className={buttonClass('outline', 'lg')}
          >
            {downloading === format && <Spinner className="size-4" />}
            {t(label)}
          </button>
        ))}
      </div>
      <div className="mt-6">
        {isUnavailableMonth(statement.error) ? (
          <p className="rounded-2xl border border-dashed border-sand-300 bg-white p-6 text-sand-800">
            {t('errors:STATEMENT_MONTH_UNAVAILABLE')}
          </p>
        ) : (
          <QueryState
            query={statement}
            loading={t('loading')}
            error={t('error')}
            skeleton={{ count: 2, tile: 'h-72 rounded-3xl' }}
          >
            {(s) => <StatementView statement={s} />}
          </QueryState>
        )}
      </div>
    </>
  );
}

function StatementView({ statement: s }: { statement: Statement }) {
  const { t } = useTranslation('statements');
  const language = useLanguage();
  return (
    <div className="space-y-6">
      <p className="text-sand-700">
        {s.account.name}
        {s.account.tax_id ? ` · ${t('taxId', { id: s.account.tax_id })}` : ''}
        {s.partial ? ` · ${t('partial')}` : ''}
      </p>
      {s.products.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-sand-300 bg-white p-6 text-sand-800">
          {t('empty')}
        </p>
      ) : (
        s.products.map((p) => (
          <ProductStatement key={p.product_id} product={p} company={s.account.type === 'company'} />
        ))
      )}
      {s.paid > 0 && (
        <p className="font-semibold text-sand-900">
          {t('paidTotal', { amount: formatAmd(s.paid, language) })}
        </p>
      )}
    </div>
  );
}

function ProductStatement({
  product: p,
  company,
}: {
  product: StatementProduct;
  company: boolean;
}) {
  const { t } = useTranslation('statements');
  const language = useLanguage();
  const unit = t(`common:units.${p.unit}`);
  const qty = (value: number) => `${formatNumber(value, language)}\u00a0${unit}`;
  const row = (label: string, value: string, strong = false) => (
    <tr key={label} className={strong ? 'font-semibold text-sand-900' : 'text-sand-800'}>
      <th scope="row" className="py-2 pr-4 text-left font-normal">
        {label}
      </th>
      <td className="py-2 text-right tabular-nums">{value}</td>
    </tr>
  );
  return (
    <section
      aria-labelledby={`statement-${p.product_id}`}
      className="rounded-3xl bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={`statement-${p.product_id}`} className="text-lg font-bold text-sand-900">
        {p.product_name}
      </h2>
      <table className="mt-3 w-full border-collapse">
        <tbody className="divide-y divide-sand-100">
          {row(t('opening'), qty(p.opening), true)}
          {FLOWS.map(([key, sign]) => row(t(key), p[key] === 0 ? qty(0) : `${sign}${qty(p[key])}`))}
          {row(t('closing'), qty(p.closing), true)}
          {p.closing_held > 0 && row(t('closingHeld'), qty(p.closing_held))}
          {company && row(t('cardLoads'), qty(p.card_loads))}
          {company && row(t('cardUnloads'), qty(p.card_unloads))}
          {company && row(t('closingOnCards'), qty(p.closing_on_cards))}
          {row(t('paid'), formatAmd(p.paid, language))}
        </tbody>
      </table>
      {company && p.refuels_by.length > 0 && (
        // On a phone the driver and the vehicle go under the card, so the figures stay in view.
        <div className="mt-5 overflow-x-auto">
          <table className="w-full border-collapse text-sm">
            <caption className="mb-2 text-left font-semibold text-sand-900">{t('byCard')}</caption>
            <thead>
              <tr className="border-b border-sand-200 text-left text-sand-600">
                <th scope="col" className="py-2 pr-3 font-semibold">
                  <span className="sm:hidden">{t('cardDriverVehicle')}</span>
                  <span className="hidden sm:inline">{t('card')}</span>
                </th>
                <th scope="col" className="hidden py-2 pr-3 font-semibold sm:table-cell">
                  {t('driver')}
                </th>
                <th scope="col" className="hidden py-2 pr-3 font-semibold sm:table-cell">
                  {t('vehicle')}
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-semibold">
                  {t('count')}
                </th>
                <th scope="col" className="py-2 text-right font-semibold">
                  {t('quantity')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-sand-100 text-sand-800">
              {p.refuels_by.map((g) => {
                const who = [g.driver_name, g.vehicle_plate].filter(Boolean).join(' · ');
                return (
                  <tr key={`${g.card_id}:${g.driver_id}:${g.vehicle_id}`} className="align-top">
                    <td className="py-2 pr-3">
                      {g.card_last4 ? `•••• ${g.card_last4}` : t('noCard')}
                      {who && <span className="block text-sand-600 sm:hidden">{who}</span>}
                    </td>
                    <td className="hidden py-2 pr-3 sm:table-cell">{g.driver_name ?? '—'}</td>
                    <td className="hidden py-2 pr-3 whitespace-nowrap sm:table-cell">
                      {g.vehicle_plate ?? '—'}
                    </td>
                    <td className="py-2 pr-3 text-right tabular-nums">
                      {formatNumber(g.count, language)}
                    </td>
                    <td className="py-2 text-right whitespace-nowrap tabular-nums">
                      {qty(g.quantity)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
