import {
  CARD_EVENT_TYPES,
  type CardOrder,
  type CardOrderBody,
  type CardOrderStatus,
  type Language,
} from '@fuel/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { WriteDeps } from '../../lib/write-deps';
import { writeTransaction } from '../../lib/write-transaction';
import { announce, LAST_USED_LANGUAGE, notify } from '../notifications';
import { stationExists } from '../stations';
import { type IssuedCard, issueCards } from './card-numbers';
import {
  type CardOrderRow,
  countCardOrders,
  findAllCardOrders,
  findCardOrder,
  findCardOrders,
  insertCardOrder,
  lockCardOrder,
  updateCardOrder,
} from './card-orders.repository';

/** The steps in order; `cancelled` can be reached from any step before the cards are handed over. */
const FLOW: CardOrderStatus[] = ['received', 'produced', 'ready_for_pickup', 'handed_over'];

const toWire = ({ order, stationName }: { order: CardOrderRow; stationName: string | null }) =>
  ({
    id: order.id,
    number: order.number,
    quantity: order.quantity,
    status: order.status,
    station_id: order.stationId,
    station_name: stationName,
    address: order.address,
    note: order.note,
    steps: order.steps.map((s) => ({ status: s.status as CardOrderStatus, at: s.at })),
    created_at: order.createdAt.toISOString(),
    updated_at: order.updatedAt.toISOString(),
  }) satisfies CardOrder;

export async function orderCards(db: Db, userId: string, body: CardOrderBody, lang: Language) {
  const stationId = body.station_id ?? null;
  if (stationId && !(await stationExists(db, stationId)))
    throw new AppError('NOT_FOUND', { field: 'station_id' });
  const id = await insertCardOrder(db, {
    userId,
    quantity: body.quantity,
    stationId,
    address: stationId ? null : (body.address ?? null),
    note: body.note || null,
    steps: [{ status: 'received', at: new Date().toISOString() }],
  });
  return getCardOrder(db, userId, id, lang);
}

export async function listCardOrders(
  db: Db,
  userId: string,
  lang: Language,
  page: { offset: number; limit: number },
) {
  const [count, rows] = await Promise.all([
    countCardOrders(db, userId),
    findCardOrders(db, userId, lang, page),
  ]);
  return { count, data: rows.map(toWire) };
}

export async function getCardOrder(db: Db, userId: string, id: string, lang: Language) {
  const row = await findCardOrder(db, id, lang, userId);
  if (!row) throw new AppError('NOT_FOUND');
  return toWire(row);
}

/** The company may cancel only what the retailer has not started producing. */
export async function cancelCardOrder(deps: WriteDeps, userId: string, id: string, lang: Language) {
  await writeTransaction(deps, async (tx, outbox) => {
    const order = await lockCardOrder(tx, { id });
    if (!order || order.userId !== userId) throw new AppError('NOT_FOUND');
    if (order.status !== 'received') throw new AppError('CARD_ORDER_FINAL');
    await moveTo(tx, order, 'cancelled');
    outbox.publish(userId, {
      type: CARD_EVENT_TYPES.cardOrderChanged,
      data: { order_id: id, status: 'cancelled' },
    });
  });
  return getCardOrder(deps.db, userId, id, lang);
}

async function moveTo(db: Db, order: CardOrderRow, status: CardOrderStatus) {
  await updateCardOrder(db, order.id, {
    status,
    steps: [...order.steps, { status, at: new Date().toISOString() }],
  });
}

/**
 * The retailer's staff move an order on (to the next step, or to `to`); each step notifies the
 * company in its language. Handing over makes the cards, which then appear in the company's list.
 */
export async function advanceCardOrder(
  deps: WriteDeps,
  ref: { id?: string; number?: number },
  to?: CardOrderStatus,
): Promise<{ order: CardOrderRow; status: CardOrderStatus; cards: IssuedCard[] }> {
  return writeTransaction(deps, async (tx, outbox) => {
    const order = await lockCardOrder(tx, ref);
    if (!order) throw new AppError('NOT_FOUND');
    if (order.status === 'handed_over' || order.status === 'cancelled')
      throw new AppError('CARD_ORDER_FINAL');
    const at = FLOW.indexOf(order.status);
    const next = to ?? FLOW[at + 1];
    // An order only moves on: a step it has passed, or the one it is at, is refused on `to`.
    if (!next || (next !== 'cancelled' && FLOW.indexOf(next) <= at))
      throw new AppError('CONFLICT', { field: 'to' });
    await moveTo(tx, order, next);
    const cards =
      next === 'handed_over'
        ? await issueCards(tx, order.quantity, { userId: order.userId, orderId: order.id })
        : [];
    // Cards brought to an address are not picked up: that step reads "on their way".
    const template =
      next === 'ready_for_pickup' && order.address
        ? 'card_order_ready_for_delivery'
        : (`card_order_${next}` as const);
    const message = await notify(
      tx,
      order.userId,
      template,
      { number: order.number, quantity: order.quantity },
      LAST_USED_LANGUAGE,
    );
    outbox.publish(order.userId, {
      type: CARD_EVENT_TYPES.cardOrderChanged,
      data: { order_id: order.id, status: next },
    });
    announce(outbox, message);
    return { order, status: next, cards };
  });
}

/** Every company's newest orders (or those at `status`), as staff read them: in English. */
export async function listAllCardOrders(db: Db, status?: CardOrderStatus) {
  const rows = await findAllCardOrders(db, status);
  return Promise.all(
    rows.map(async (order) => ({
      order: await getCardOrder(db, order.userId, order.id, 'en'),
      userId: order.userId,
    })),
  );
}
