import type { Language, Statement } from '@fuel/contract';
import { translator } from '../../lib/i18n';
import { BRAND, type Column, MARGIN, MUTED, openPdf, WIDTH } from '../../lib/pdf';
import { monthName } from './statements.mail';

const quantityFormats = new Map<Language, Intl.NumberFormat>();
/** A quantity as the language writes numbers, with up to 3 decimals. */
function quantityIn(lang: Language, value: number): string {
  let format = quantityFormats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(lang === 'am' ? 'hy' : lang, { maximumFractionDigits: 3 });
    quantityFormats.set(lang, format);
  }
  return format.format(value);
}

/** The statement as a PDF in the reader's language: a table per product, then a company's refuels. */
export async function statementPdf(s: Statement, lang: Language): Promise<Buffer> {
  const t = translator(lang);
  const word = (key: string, values?: Record<string, string>) =>
    t(`statement_csv.${key}`, { ns: 'messages', ...values });
  const unit = (u: string) => t(`units.${u}`, { ns: 'notifications' });
  const money = (drams: number) => `${quantityIn(lang, drams)}\u00a0֏`;
  const title = word('title', { month: monthName(s.month, lang) });
  const { doc, page, done } = openPdf(lang, { Title: title, Author: 'Fuel Cabinet' });

  page.text('Fuel Cabinet', { size: 10, bold: true, color: BRAND });
  page.gap(14);
  page.text(title, { size: 20, bold: true });
  page.gap(6);
  const two: Column[] = [
    { x: MARGIN, width: 260, align: 'left' },
    { x: MARGIN + 260, width: WIDTH - 260, align: 'right' },
  ];
  page.row(two, [word('account'), s.account.name]);
  page.row(two, [
    s.account.tax_id ? word('tax_id') : word('public_id'),
    s.account.tax_id ?? String(s.account.public_id),
  ]);
  if (s.partial) page.text(word('partial'), { size: 9, color: MUTED });

  for (const p of s.products) {
    const q = (value: number) => `${quantityIn(lang, value)}\u00a0${unit(p.unit)}`;
    page.gap(16);
    page.text(p.product_name, { size: 14, bold: true });
    page.gap(4);
    page.row(two, [word('opening'), q(p.opening)], { bold: true });
    page.rule();
    page.row(two, [word('purchases'), q(p.purchases)]);
    page.row(two, [word('transfers_in'), q(p.transfers_in)]);
    page.row(two, [word('transfers_out'), q(p.transfers_out)]);
    page.row(two, [word('refuels'), q(p.refuels)]);
    page.rule();
    page.row(two, [word('closing'), q(p.closing)], { bold: true });
    if (p.closing_held > 0) page.row(two, [word('closing_held'), q(p.closing_held)]);
    if (s.account.type === 'company') {
      page.row(two, [word('card_loads'), q(p.card_loads)], { color: MUTED });
      page.row(two, [word('card_unloads'), q(p.card_unloads)], { color: MUTED });
      page.row(two, [word('closing_on_cards'), q(p.closing_on_cards)], { color: MUTED });
    }
    page.row(two, [word('paid'), money(p.paid)]);
    if (p.refuels_by.length > 0) {
      page.gap(8);
      page.text(word('by_card'), { bold: true, size: 11 });
      page.gap(4);
      const columns: Column[] = [
        { x: MARGIN, width: 90, align: 'left' },
        { x: MARGIN + 90, width: 150, align: 'left' },
        { x: MARGIN + 240, width: 100, align: 'left' },
        { x: MARGIN + 340, width: 60, align: 'right' },
        { x: MARGIN + 400, width: WIDTH - 400, align: 'right' },
      ];
      page.row(
        columns,
        ['card', 'driver', 'vehicle', 'count', 'quantity'].map((k) => word(k)),
        { bold: true, color: MUTED, size: 9 },
      );
      page.rule();
      for (const g of p.refuels_by)
        page.row(columns, [
          g.card_last4 ? `•••• ${g.card_last4}` : '—',
          g.driver_name ?? '—',
          g.vehicle_plate ?? '—',
          String(g.count),
          q(g.quantity),
        ]);
    }
  }
  page.gap(16);
  page.row(two, [word('paid_total'), money(s.paid)], { bold: true, size: 12 });
  doc.end();
  return done;
}
