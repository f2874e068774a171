import type { Language, Statement } from '@fuel/contract';
import { CSV_BOM, csvCell as cell } from '../../lib/csv';
import { translator } from '../../lib/i18n';
import { STATEMENT_QUANTITIES } from './statement-columns';

const COLUMNS = [...STATEMENT_QUANTITIES, 'paid'] as const;

/** The statement as CSV in the reader's language: a row per product, then a company's refuels. */
export function statementCsv(s: Statement, lang: Language): string {
  const t = translator(lang);
  const word = (key: string) => t(`statement_csv.${key}`, { ns: 'messages' });
  const unit = (u: string) => t(`units.${u}`, { ns: 'notifications' });
  const line = (cells: (string | number | null)[]) => `${cells.map(cell).join(',')}\r\n`;
  let out = CSV_BOM;
  out += line([word('account'), s.account.name, s.account.tax_id ?? s.account.public_id]);
  out += line([word('month'), s.month]);
  out += '\r\n';
  out += line([word('product'), word('unit'), ...COLUMNS.map(word)]);
  for (const p of s.products)
    out += line([p.product_name, unit(p.unit), ...COLUMNS.map((c) => p[c])]);
  const groups = s.products.flatMap((p) => p.refuels_by.map((g) => ({ p, g })));
  if (s.account.type === 'company' && groups.length > 0) {
    out += '\r\n';
    out += line([word('by_card')]);
    out += line([
      word('product'),
      word('card'),
      word('driver'),
      word('vehicle'),
      word('count'),
      word('quantity'),
      word('unit'),
    ]);
    for (const { p, g } of groups)
      out += line([
        p.product_name,
        g.card_last4 ? t('card', { ns: 'messages', last4: g.card_last4 }) : null,
        g.driver_name,
        g.vehicle_plate,
        g.count,
        g.quantity,
        unit(p.unit),
      ]);
  }
  return out;
}
