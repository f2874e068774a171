import {
  formatQuantity,
  type Language,
  TRANSACTION_STATUS,
  TRANSACTION_STATUSES,
  type TransactionsQuery,
} from '@fuel/contract';
import type { Db } from '../../db/database';
import { CSV_BOM, csvCell as cell, yerevanTime } from '../../lib/csv';
import { translator } from '../../lib/i18n';
import { declineReason } from './decline-reasons';
import { findTransactions } from './history.repository';

const HEADERS = [
  'date',
  'type',
  'status',
  'product',
  'quantity',
  'unit',
  'amount',
  'station',
  'partner_id',
  'partner',
] as const;

/**
 * The filtered history as CSV (all pages, at most 10 000 rows) in the user's language (headers,
 * types, statuses, units) with Yerevan dates, page by page: the first bytes (headers and the
 * first page) leave before the next page is read, whatever the size.
 */
export async function* exportTransactionsCsv(
  db: Db,
  userId: string,
  lang: Language,
  q: TransactionsQuery,
): AsyncGenerator<string> {
  const t = translator(lang);
  const word = (key: string) => t(key, { ns: 'messages' });
  const statusKey = new Map<number, string>(TRANSACTION_STATUSES.map((s) => [s.id, s.key]));
  let chunk = `${CSV_BOM}${HEADERS.map((k) => cell(word(`csv.${k}`))).join(',')}\r\n`;
  for (let offset = 1; offset <= 100; offset++) {
    const rows = await findTransactions(db, userId, lang, { ...q, offset, limit: 100 });
    for (const r of rows) {
      // What did not happen says how it ended, and moved nothing: no fuel, no money paid.
      const status = r.outcome
        ? [
            word(`transaction_outcomes.${r.outcome}`),
            declineReason(t, r.outcomeCode, r.outcomeReason),
          ]
            .filter(Boolean)
            .join(': ')
        : word(`transaction_statuses.${statusKey.get(r.statusId)}`);
      // Marked as on the page: an automatic purchase, a refuel from a card's own fuel.
      const mark = r.automatic ? 'automatic' : r.fromCardFuel ? 'from_card_fuel' : null;
      const type = word(`transaction_types.${r.type}`);
      chunk += `${[
        yerevanTime.format(r.createdAt),
        mark ? `${type} · ${word(`transaction_marks.${mark}`)}` : type,
        status,
        r.productName,
        // Only a success has moved fuel, as the page says: a draft (an unpaid bank page, a code
        // not used yet) or a pending one has not.
        moved(r) ? formatQuantity(r.quantity) : 0,
        t(`units.${r.unit}`, { ns: 'notifications' }),
        r.outcome ? null : r.amount,
        r.stationName,
        r.partnerId,
        // The company fuel card a movement went through stands where a partner would.
        r.partnerName ?? (r.cardLast4 ? t('card', { ns: 'messages', last4: r.cardLast4 }) : null),
      ]
        .map(cell)
        .join(',')}\r\n`;
    }
    if (chunk) yield chunk;
    chunk = '';
    if (rows.length < 100) break;
  }
}

const moved = (r: { outcome: unknown; statusId: number }) =>
  !r.outcome && r.statusId === TRANSACTION_STATUS.success;
