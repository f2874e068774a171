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
import type { TFunction } from 'i18next';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { translator } from '../../lib/i18n';
import { countOfPage, rowsToSkip } from '../../lib/paging';
import { declineReason } from './decline-reasons';
import {
  countTransactions,
  findNewestKey,
  findStrideKeys,
  findTransactions,
  findTransactionsCounted,
} from './history.repository';
import { pageKeysOf } from './page-keys';
import { findTransaction } from './transaction-detail.repository';
import { findOutcome } from './transactions.repository';

type Row = Awaited<ReturnType<typeof findTransactions>>[number];

function toWire(row: Row, t: TFunction): Transaction {
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
    from_card_fuel: row.fromCardFuel,
    outcome: row.outcome,
    outcome_reason: declineReason(t, row.outcomeCode, row.outcomeReason),
    created_at: row.createdAt.toISOString(),
  };
}

export async function listTransactions(
  db: Db,
  userId: string,
  lang: Language,
  q: TransactionsQuery,
) {
  const { count, rows } = await pageAndCount(db, userId, lang, q);
  return {
    count: Math.min(count, TRANSACTIONS_COUNT_CAP),
    count_capped: count > TRANSACTIONS_COUNT_CAP,
    data: rows.map((row) => toWire(row, translator(lang))),
  };
}

/**
 * The page and the count of matching rows (up to the cap + 1). A shallow page comes with its
 * count in one statement; the count is asked on its own only when that page, past the first, is empty. A deep
 * page is found from remembered keys, the count beside it.
 */
async function pageAndCount(db: Db, userId: string, lang: Language, q: TransactionsQuery) {
  if (rowsToSkip(q) < pageKeysOf(db).stride) {
    const rows = await findTransactionsCounted(db, userId, lang, q, TRANSACTIONS_COUNT_CAP);
    const count = await countOfPage(rows, q, () =>
      countTransactions(db, userId, q, TRANSACTIONS_COUNT_CAP),
    );
    return { count, rows };
  }
  const [count, rows] = await Promise.all([
    countTransactions(db, userId, q, TRANSACTIONS_COUNT_CAP),
    findPage(db, userId, lang, q),
  ]);
  return { count, rows };
}

/** A shallow page by its offset; a deep one from the nearest remembered key (page-keys.ts). */
async function findPage(db: Db, userId: string, lang: Language, q: TransactionsQuery) {
  const skip = rowsToSkip(q);
  const keys = pageKeysOf(db);
  if (skip < keys.stride) return findTransactions(db, userId, lang, q);
  const newest = await findNewestKey(db, userId, q);
  if (!newest) return [];
  const { offset: _page, limit: _size, ...filters } = q;
  const list = `${userId} ${JSON.stringify(filters)}`;
  const start = await keys.start(list, newest, skip, (after, rows) =>
    findStrideKeys(db, userId, q, after, rows, keys.stride),
  );
  return findTransactions(db, userId, lang, q, start);
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
    ...toWire(row, translator(lang)),
    order:
      row.type === 'buying' && row.orderState
        ? {
            order_id: row.referenceId,
            gateway_status: row.gatewayStatus,
            state: row.orderState,
            form_url: row.resumeUrl,
          }
        : null,
    refuel:
      row.type === 'charging' && row.refuelQuantity !== null
        ? {
            authorized: formatQuantity(row.refuelQuantity),
            dispensed: row.refuelDispensed === null ? null : formatQuantity(row.refuelDispensed),
            vehicle:
              row.vehiclePlate === null || row.vehicleModel === null
                ? null
                : { license_plate: row.vehiclePlate, model: row.vehicleModel },
          }
        : null,
    note: row.type === 'transfer' ? row.transferNote : null,
    refuel_id: row.type === 'charging' ? row.referenceId : null,
  };
}

export function transactionTypes(lang: Language) {
  const t = translator(lang);
  return {
    count: TRANSACTION_TYPES.length,
    data: TRANSACTION_TYPES.map((id) => ({
      id,
      name: t(`transaction_types.${id}`, { ns: 'messages' }),
    })),
  };
}

export function transactionStatuses(lang: Language) {
  const t = translator(lang);
  return {
    count: TRANSACTION_STATUSES.length,
    data: TRANSACTION_STATUSES.map((s) => ({
      id: s.id,
      name: t(`transaction_statuses.${s.key}`, { ns: 'messages' }),
      icon: s.icon,
    })),
  };
}

/** How a movement of `userId`'s ended, with the bank's reason for a decline in `lang`. */
export async function outcomeOf(db: Db, userId: string, referenceId: string, lang: Language) {
  const row = await findOutcome(db, userId, referenceId);
  if (!row?.outcome) return null;
  return {
    outcome: row.outcome,
    reason: declineReason(translator(lang), row.outcomeCode, row.outcomeReason),
  };
}
