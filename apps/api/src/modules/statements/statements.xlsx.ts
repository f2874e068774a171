import type { Language, Statement } from '@fuel/contract';
import { translator } from '../../lib/i18n';
import { STATEMENT_QUANTITIES as QUANTITIES } from './statement-columns';
import { monthName } from './statements.mail';

/** Litres (or m³) with their three decimals; drams whole. Both stay numbers a sheet can sum. */
const QUANTITY_FORMAT = '#,##0.000';
const DRAMS_FORMAT = '#,##0';

/**
 * The statement as a spreadsheet (Office Open XML) in the reader's language, from the same
 * figures as the JSON and the CSV: a row per product, then a company's refuels by card, driver
 * and vehicle. Every figure is a number cell, formatted, never text.
 */
export async function statementXlsx(s: Statement, lang: Language): Promise<Buffer> {
  const t = translator(lang);
  const word = (key: string, values?: Record<string, string>) =>
    t(`statement_csv.${key}`, { ns: 'messages', ...values });
  const unit = (u: string) => t(`units.${u}`, { ns: 'notifications' });
  const title = word('title', { month: monthName(s.month, lang) });

  // Loaded when the first spreadsheet is asked for, not when the server starts.
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  book.creator = 'Fuel Cabinet';
  book.title = title;
  // A sheet's name may not hold ':' or be longer than 31 characters: the month is both short and safe.
  const sheet = book.addWorksheet(s.month);
  sheet.addRow([title]).font = { bold: true, size: 14 };
  sheet.addRow([word('account'), s.account.name]);
  sheet.addRow(
    s.account.tax_id
      ? [word('tax_id'), s.account.tax_id]
      : [word('public_id'), String(s.account.public_id)],
  );
  sheet.addRow([word('month'), s.month]);
  if (s.partial) sheet.addRow([word('partial')]);
  sheet.addRow([]);

  const header = sheet.addRow([
    word('product'),
    word('unit'),
    ...QUANTITIES.map((c) => word(c)),
    word('paid'),
  ]);
  header.font = { bold: true };
  const paidColumn = QUANTITIES.length + 3;
  for (const p of s.products) {
    const row = sheet.addRow([
      p.product_name,
      unit(p.unit),
      ...QUANTITIES.map((c) => p[c]),
      p.paid,
    ]);
    QUANTITIES.forEach((_, i) => {
      row.getCell(i + 3).numFmt = QUANTITY_FORMAT;
    });
    row.getCell(paidColumn).numFmt = DRAMS_FORMAT;
  }
  const total = sheet.addRow([word('paid_total')]);
  total.getCell(paidColumn).value = s.paid;
  total.getCell(paidColumn).numFmt = DRAMS_FORMAT;
  total.font = { bold: true };

  const groups = s.products.flatMap((p) => p.refuels_by.map((g) => ({ p, g })));
  if (s.account.type === 'company' && groups.length > 0) {
    sheet.addRow([]);
    sheet.addRow([word('by_card')]).font = { bold: true };
    sheet.addRow([
      word('product'),
      word('card'),
      word('driver'),
      word('vehicle'),
      word('count'),
      word('quantity'),
      word('unit'),
    ]).font = { bold: true };
    for (const { p, g } of groups) {
      const row = sheet.addRow([
        p.product_name,
        g.card_last4 ? t('card', { ns: 'messages', last4: g.card_last4 }) : null,
        g.driver_name,
        g.vehicle_plate,
        g.count,
        g.quantity,
        unit(p.unit),
      ]);
      row.getCell(6).numFmt = QUANTITY_FORMAT;
    }
  }
  sheet.getColumn(1).width = 28;
  for (let c = 2; c <= paidColumn; c++) sheet.getColumn(c).width = c === 2 ? 14 : 16;
  return Buffer.from(await book.xlsx.writeBuffer());
}
