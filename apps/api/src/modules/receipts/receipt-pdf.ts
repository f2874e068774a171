import { type Language, type Receipt, VAT_PERCENT } from '@fuel/contract';
import { encode } from 'uqr';
import { translator } from '../../lib/i18n';
import { BRAND, type Column, MARGIN, MUTED, openPdf, WIDTH } from '../../lib/pdf';

/**
 * A receipt as a PDF in the reader's language (DESIGN §5.10), written with the shared PDF
 * helpers (lib/pdf.ts: the fonts embedded, each piece of text in the font that has its letters,
 * every text drawn as text, never markup).
 */
export async function receiptPdf(receipt: Receipt, lang: Language): Promise<Buffer> {
  const t = translator(lang);
  const l = (key: string, values?: Record<string, string | number>) =>
    t(key, { ns: 'receipts', ...values });
  const { doc, page, done } = openPdf(lang, {
    Title: l('title', { number: receipt.number }),
    Author: receipt.seller.name,
  });

  const money = (drams: number) => `${numberIn(lang, 0).format(drams)}\u00a0֏`;
  const unit = (key: string) => l(`units.${key}`);

  page.text('Fuel Cabinet', { size: 10, bold: true, color: BRAND });
  page.gap(14);
  page.text(l('title', { number: receipt.number }), { size: 20, bold: true });
  page.gap(4);
  page.text(l(`kinds.${receipt.kind}`), { size: 11, color: MUTED });
  page.gap(18);

  const details: [string, string][] = [
    [l('seller'), receipt.seller.name],
    [l('tax_id'), receipt.seller.tax_id],
  ];
  if (receipt.station) {
    details.push([l('station'), receipt.station.name]);
    if (receipt.station.address) details.push([l('address'), receipt.station.address]);
  }
  details.push([l('date'), receipt.local_time]);
  details.push([l('payment'), l(`payments.${receipt.payment}`)]);
  if (receipt.vehicle_plate) details.push([l('vehicle'), receipt.vehicle_plate]);
  if (receipt.card) details.push([l('card'), `•••• ${receipt.card.last4}`]);
  for (const [label, value] of details) page.field(label, value);

  page.gap(16);
  const name: Column = { x: MARGIN, width: 215, align: 'left' };
  const columns: Column[] = [
    name,
    { x: MARGIN + 215, width: 100, align: 'right' },
    { x: MARGIN + 315, width: 90, align: 'right' },
    { x: MARGIN + 405, width: WIDTH - 405, align: 'right' },
  ];
  const sum: Column[] = [name, { x: MARGIN + 215, width: WIDTH - 215, align: 'right' }];
  page.row(columns, [l('product'), l('quantity'), l('unit_price'), l('amount')], {
    bold: true,
    color: MUTED,
    size: 9,
  });
  page.rule();
  for (const item of receipt.items) {
    page.row(columns, [
      item.product_name,
      `${numberIn(lang, 3).format(item.quantity)}\u00a0${unit(item.unit)}`,
      `${money(item.unit_price)}/${unit(item.unit)}`,
      money(item.total),
    ]);
  }
  page.rule();
  page.row(sum, [l('total'), money(receipt.total)], { bold: true, size: 13 });
  page.row(sum, [l('vat', { percent: VAT_PERCENT }), money(receipt.vat)], { color: MUTED });

  page.gap(22);
  const qrSize = 118;
  // The fiscal block (its title, fields and QR code) is kept together on one page.
  page.room(13 * 1.4 + 8 + qrSize + 8 + 9 * 1.4);
  page.text(l('fiscal.title'), { size: 13, bold: true });
  page.gap(8);
  if (receipt.fiscal) {
    const top = page.y;
    const fieldsWidth = WIDTH - qrSize - 24;
    page.field(l('fiscal.number'), receipt.fiscal.fiscal_number, fieldsWidth);
    page.field(l('fiscal.register'), receipt.fiscal.register_id, fieldsWidth);
    page.field(l('fiscal.sequence'), String(receipt.fiscal.sequence), fieldsWidth);
    if (receipt.fiscal.qr) {
      drawQr(doc, receipt.fiscal.qr, MARGIN + WIDTH - qrSize, top, qrSize);
      page.y = Math.max(page.y, top + qrSize) + 8;
      page.text(l('fiscal.check'), { size: 9, color: MUTED });
    }
  } else {
    page.text(l('fiscal.pending'), { color: MUTED });
  }

  doc.end();
  return done;
}

/** The fiscal register's QR code, drawn as squares: sharp at any zoom and in print. */
function drawQr(doc: PDFKit.PDFDocument, payload: string, x: number, y: number, size: number) {
  const { data } = encode(payload, { ecc: 'M', border: 1 });
  const module = size / data.length;
  data.forEach((row, r) => {
    row.forEach((dark, c) => {
      if (dark) doc.rect(x + c * module, y + r * module, module, module);
    });
  });
  doc.fillColor('#000000').fill();
}

const numberFormats = new Map<string, Intl.NumberFormat>();
/** Numbers as the language writes them, with exactly `decimals` decimals. */
export function numberIn(lang: Language, decimals: number): Intl.NumberFormat {
  const key = `${lang}:${decimals}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(lang === 'am' ? 'hy' : lang, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    numberFormats.set(key, format);
  }
  return format;
}
