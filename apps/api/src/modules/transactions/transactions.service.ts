import {
  formatQuantity,
  type Language,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  TRANSACTIONS_COUNT_CAP,
  type Transaction,
  type TransactionDetail,
  type TransactionsQuery,
} from '@fuel/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { translator } from '../../lib/i18n';
import { countTransactions, findTransaction, findTransactions } from './transactions.repository';

type Row = Awaited<ReturnType<typeof findTransactions>>[number];

function toWire(row: Row): Transaction {
  return {
    id: row.id,
    type: row.type,
    transaction_status_id: row.statusId,
    product_id: row.productId,
    product_name: row.productName,
    unit: row.unit,
    quantity: formatQuantity(row.quantity),
    amount: row.amount,
    station_id: row.stationId,
    station_name: row.stationName,
    partner_id: row.partnerId,
    partner_name: row.partnerName,
    card:
      row.cardId && row.cardLast4
        ? { id: row.cardId, last4: row.cardLast4, name: row.cardName }
        : null,
    automatic: row.automatic,
    created_at: row.createdAt.toISOString(),
  };
}

export async function listTransactions(
  db: Db,
  userId: string,
  lang: Language,
  q: TransactionsQuery,
) {
  const [count, rows] = await Promise.all([
    countTransactions(db, userId, q, TRANSACTIONS_COUNT_CAP),
    findTransactions(db, userId, lang, q),
  ]);
  return {
    count: Math.min(count, TRANSACTIONS_COUNT_CAP),
    count_capped: count > TRANSACTIONS_COUNT_CAP,
    data: rows.map(toWire),
  };
}

export async function getTransaction(
  db: Db,
  userId: string,
  id: string,
  lang: Language,
): Promise<TransactionDetail> {
  const row = await findTransaction(db, userId, id, lang);
  if (!row) throw new AppError('NOT_FOUND');
  return {
    ...toWire(row),
    order:
      row.type === 'buying' && row.orderState
        ? { order_id: row.referenceId, gateway_status: row.gatewayStatus, state: row.orderState }
        : null,
    refuel:
      row.type === 'charging' && row.refuelQuantity !== null
        ? {
            authorized: formatQuantity(row.refuelQuantity),
            dispensed: row.refuelDispensed === null ? null : formatQuantity(row.refuelDispensed),
          }
        : null,
  };
}

export function transactionTypes(lang: Language) {
  const t = translator(lang);
  return {
    data: TRANSACTION_TYPES.map((id) => ({
      id,
      name: t(`transaction_types.${id}`, { ns: 'messages' }),
    })),
  };
}

export function transactionStatuses(lang: Language) {
  const t = translator(lang);
  return {
    data: TRANSACTION_STATUSES.map((s) => ({
      id: s.id,
      name: t(`transaction_statuses.${s.key}`, { ns: 'messages' }),
      icon: s.icon,
    })),
  };
}

const cell = (value: string | number | null) => {
  const text = value === null ? '' : String(value);
  // Quote everything; a leading =, +, - or @ would run as a formula in a spreadsheet.
  return `"${(/^[=+\-@]/.test(text) && typeof value === 'string' ? `'${text}` : text).replaceAll('"', '""')}"`;
};

/**
 * The filtered history as CSV (all pages, at most 10 000 rows), headers in the user's language,
 * page by page: the first bytes (headers and the first page) leave before the next page is
 * read, whatever the size.
 */
export async function* exportTransactionsCsv(
  db: Db,
  userId: string,
  lang: Language,
  q: TransactionsQuery,
): AsyncGenerator<string> {
  const t = translator(lang);
  const h = (k: string) => t(`csv.${k}`, { ns: 'messages' });
  const statusKey = new Map<number, string>(TRANSACTION_STATUSES.map((s) => [s.id, s.key]));
  // The byte-order mark makes spreadsheet programs read Armenian and Russian as UTF-8.
  let chunk = `\uFEFF${[
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
  ]
    .map((k) => cell(h(k)))
    .join(',')}\r\n`;
  for (let offset = 1; offset <= 100; offset++) {
    const rows = await findTransactions(db, userId, lang, { ...q, offset, limit: 100 });
    for (const r of rows) {
      chunk += `${[
        r.createdAt.toISOString(),
        t(`transaction_types.${r.type}`, { ns: 'messages' }),
        t(`transaction_statuses.${statusKey.get(r.statusId)}`, { ns: 'messages' }),
        r.productName,
        formatQuantity(r.quantity),
        r.unit,
        r.amount,
        r.stationName,
        r.partnerId,
        r.partnerName,
      ]
        .map(cell)
        .join(',')}\r\n`;
    }
    if (chunk) yield chunk;
    chunk = '';
    if (rows.length < 100) break;
  }
}
