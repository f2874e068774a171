import { type Language, type Receipt, VAT_PERCENT } from '@fuel/contract';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/layout/page-title';
import { CodeQr } from '../../../components/refuel-code/code-qr';
import { QueryState } from '../../../components/ui/query-state';
import { formatAmd, formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { downloadReceiptPdf, useReceipt } from '../api/get-receipt';
import '../texts';
import { buttonClass } from '../../../components/ui/button';

/** One receipt as the buyer keeps it, with its PDF and a way to print it. */
export function ReceiptPage({ id }: { id: string }) {
  const { t } = useTranslation('receipts');
  const receipt = useReceipt(id);
  return (
    <QueryState
      query={receipt}
      loading={t('page.loading')}
      error={t('page.error')}
      skeleton={{ count: 1, tile: 'h-96 rounded-3xl' }}
      missing={
        <>
          <PageTitle>{`${t('page.not_found')} · Fuel Cabinet`}</PageTitle>
          <div className="rounded-3xl border border-dashed border-sand-300 bg-white p-8 text-center">
            <h1 className="text-xl font-bold text-sand-900">{t('page.not_found')}</h1>
            <p className="mt-2 text-sand-700">{t('page.not_found_text')}</p>
          </div>
        </>
      }
    >
      {(row) => <ReceiptView receipt={row} />}
    </QueryState>
  );
}

function ReceiptView({ receipt }: { receipt: Receipt }) {
  const { t } = useTranslation('receipts');
  const language = useLanguage();
  const [downloading, setDownloading] = useState(false);
  const title = t('title', { number: receipt.number });
  const unit = (key: string) => t(`units.${key}`);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadReceiptPdf(receipt.id, receipt.number, language);
    } catch {
      // The API client has shown why.
    } finally {
      setDownloading(false);
    }
  };

  return (
    <article className="mx-auto max-w-3xl rounded-3xl border border-sand-200 bg-white p-5 shadow-sm sm:p-8 print:border-0 print:p-0 print:shadow-none">
      <PageTitle>{`${title} · Fuel Cabinet`}</PageTitle>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-sand-900">{title}</h1>
          <p className="text-sand-600">{t(`kinds.${receipt.kind}`)}</p>
        </div>
        <div className="flex flex-wrap gap-2 print:hidden">
          <button
            type="button"
            onClick={download}
            disabled={downloading}
            aria-busy={downloading || undefined}
            className={buttonClass()}
          >
            {t('page.download')}
          </button>
          <button type="button" onClick={() => window.print()} className={buttonClass('secondary')}>
            {t('page.print')}
          </button>
        </div>
      </div>

      <dl className="mt-6 grid grid-cols-1 gap-x-8 gap-y-3 sm:grid-cols-2">
        <Item term={t('seller')}>{receipt.seller.name}</Item>
        <Item term={t('tax_id')}>{receipt.seller.tax_id}</Item>
        {receipt.station && (
          <>
            <Item term={t('station')}>{receipt.station.name}</Item>
            <Item term={t('address')}>{receipt.station.address}</Item>
          </>
        )}
        <Item term={t('date')}>
          <time dateTime={receipt.created_at}>{receipt.local_time}</time>
        </Item>
        <Item term={t('payment')}>{t(`payments.${receipt.payment}`)}</Item>
        {receipt.vehicle_plate && <Item term={t('vehicle')}>{receipt.vehicle_plate}</Item>}
        {receipt.card && <Item term={t('card')}>{`•••• ${receipt.card.last4}`}</Item>}
      </dl>

      {/* On a phone the price goes under the quantity, so the fuel's name keeps its room. */}
      <table className="mt-6 w-full text-left">
        <thead className="border-b border-sand-200 text-xs font-semibold tracking-wide text-sand-600 uppercase">
          <tr>
            <th scope="col" className="py-2 pr-3">
              {t('product')}
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              {t('quantity')}
            </th>
            <th scope="col" className="hidden py-2 pr-3 text-right sm:table-cell">
              {t('unit_price')}
            </th>
            <th scope="col" className="py-2 text-right">
              {t('amount')}
            </th>
          </tr>
        </thead>
        <tbody className="tabular-nums">
          {receipt.items.map((item) => {
            const price = `${formatAmd(item.unit_price, language)}/${unit(item.unit)}`;
            return (
              <tr key={item.product_id} className="border-b border-sand-200 align-top">
                <th scope="row" className="py-2 pr-3 font-normal">
                  {item.product_name}
                </th>
                <td className="py-2 pr-3 text-right whitespace-nowrap">
                  {`${quantityText(item.quantity, language)}\u00a0${unit(item.unit)}`}
                  <span className="block text-sm text-sand-600 sm:hidden">{`×\u00a0${price}`}</span>
                </td>
                <td className="hidden py-2 pr-3 text-right whitespace-nowrap sm:table-cell">
                  {price}
                </td>
                <td className="py-2 text-right whitespace-nowrap">
                  {formatAmd(item.total, language)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <dl className="mt-3 grid gap-1 tabular-nums">
        <div className="flex items-baseline justify-between gap-4 text-lg font-bold text-sand-900">
          <dt>{t('total')}</dt>
          <dd className="whitespace-nowrap">{formatAmd(receipt.total, language)}</dd>
        </div>
        <div className="flex items-baseline justify-between gap-4 text-sand-600">
          <dt>{t('vat', { percent: VAT_PERCENT })}</dt>
          <dd className="whitespace-nowrap">{formatAmd(receipt.vat, language)}</dd>
        </div>
      </dl>

      <section aria-labelledby="receipt-fiscal" className="mt-8">
        <h2 id="receipt-fiscal" className="text-lg font-bold text-sand-900">
          {t('fiscal.title')}
        </h2>
        {receipt.fiscal ? (
          <div className="mt-3 flex flex-wrap items-start justify-between gap-6">
            <dl className="grid gap-y-3">
              <Item term={t('fiscal.number')}>{receipt.fiscal.fiscal_number}</Item>
              <Item term={t('fiscal.register')}>{receipt.fiscal.register_id}</Item>
              <Item term={t('fiscal.sequence')}>{receipt.fiscal.sequence}</Item>
            </dl>
            {receipt.fiscal.qr && (
              <figure className="grid justify-items-center gap-2">
                <CodeQr code={receipt.fiscal.qr} label={t('page.qr')} />
                <figcaption className="max-w-48 text-center text-xs text-sand-600">
                  {t('fiscal.check')}
                </figcaption>
              </figure>
            )}
          </div>
        ) : (
          <p className="mt-2 text-sand-700">{t('fiscal.pending')}</p>
        )}
      </section>
    </article>
  );
}

/** A receipt's quantity, always with its three decimals ("32,500" in am and ru, "32.500" in en). */
function quantityText(value: number, language: Language): string {
  const [whole = '0', decimals = '000'] = value.toFixed(3).split('.');
  return `${formatNumber(Number(whole), language)}${language === 'en' ? '.' : ','}${decimals}`;
}

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-sand-600 uppercase">{term}</dt>
      <dd className="mt-1 text-sand-900">{children}</dd>
    </div>
  );
}
