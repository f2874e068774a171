import {
  type FriendRequestsQuery,
  FUEL_REQUEST_TTL_DAYS,
  type FuelRequest,
  type FuelRequestBody,
  formatQuantity,
  type Language,
  QUANTITY_SCALE,
  type RequestDirection,
} from '@fuel/contract';
import type { Db } from '../../db/database';
import { ALWAYS, type Once } from '../../idempotency/idempotency';
import { AppError } from '../../lib/app-error';
import { translator } from '../../lib/i18n';
import type { WriteDeps } from '../../lib/write-deps';
import { writeTransaction } from '../../lib/write-transaction';
import { localized } from '../notifications';
import { findActiveProduct } from '../products';
import {
  countPendingAsks,
  endAsk,
  expireStaleAsk,
  type FuelRequestRow,
  findAskView,
  findPendingAsks,
  insertFuelRequest,
  lockPendingAsk,
} from './fuel-requests.repository';
import { tell } from './notices';
import { findAccepted, findParty, findUserByPublicId } from './relations.repository';
import { moveFuel, transferReply } from './transfers.service';

type AskView = Awaited<ReturnType<typeof findPendingAsks>>[number];

function toWire(v: AskView): FuelRequest {
  return {
    fuel_request_id: v.ask.id,
    id: v.publicId,
    name: v.name,
    product_id: v.ask.productId,
    product_name: v.productName,
    unit: v.unit,
    quantity: formatQuantity(v.ask.quantity),
    note: v.ask.note,
    status: v.ask.state,
    created_at: v.ask.createdAt.toISOString(),
    expires_at: v.ask.expiresAt.toISOString(),
  };
}

async function asksPage(
  db: Db,
  userId: string,
  direction: RequestDirection,
  lang: Language,
  page: { offset: number; limit: number },
) {
  const [count, rows] = await Promise.all([
    countPendingAsks(db, userId, direction),
    findPendingAsks(db, userId, direction, lang, page),
  ]);
  return { count, data: rows.map(toWire) };
}

/** Pending asks: one direction with `type`, else the first page of both. */
export async function listAsks(db: Db, userId: string, q: FriendRequestsQuery, lang: Language) {
  if (q.type) return asksPage(db, userId, q.type, lang, q);
  const [incoming, outgoing] = await Promise.all([
    asksPage(db, userId, 'incoming', lang, q),
    asksPage(db, userId, 'outgoing', lang, q),
  ]);
  return { incoming_requests: incoming, outgoing_requests: outgoing };
}

const askChanged = (id: string, change: string) => ({
  type: 'fuel_request.changed' as const,
  data: { fuel_request_id: id, change },
});

function productParams(
  row: FuelRequestRow,
  product: { name: Record<Language, string>; unit: string },
) {
  return {
    quantity: formatQuantity(row.quantity),
    unit: product.unit,
    ...localized('product', product.name),
  };
}

/** Asks a friend or partner for fuel; only accepted relations may be asked. */
export async function askForFuel(
  deps: WriteDeps,
  userId: string,
  body: FuelRequestBody,
  lang: Language,
) {
  const { id, other } = await writeTransaction(deps, async (tx, outbox) => {
    const target = await findUserByPublicId(tx, body.user_id);
    if (target?.id === userId) throw new AppError('OWN_USER_ID', { field: 'user_id' });
    if (!target || !(await findAccepted(tx, userId, target.id)))
      throw new AppError('NOT_CONNECTED', { field: 'user_id' });
    const product = await findActiveProduct(tx, body.product_id);
    if (!product) throw new AppError('NOT_FOUND', { field: 'product_id' });
    // One open ask per fuel: a second would only repeat the first in the friend's list.
    await expireStaleAsk(tx, userId, target.id, product.id);
    const row = await insertFuelRequest(tx, {
      requesterId: userId,
      addresseeId: target.id,
      productId: product.id,
      quantity: body.quantity * QUANTITY_SCALE,
      note: body.note ?? null,
      expiresAt: new Date(Date.now() + FUEL_REQUEST_TTL_DAYS * 86_400_000),
    });
    if (!row) throw new AppError('REQUEST_ALREADY_SENT', { field: 'product_id' });
    // One query at a time: a transaction holds a single connection.
    const me = await findParty(tx, userId);
    const other = await findParty(tx, target.id);
    await tell(tx, outbox, other, me, 'fuel_asked', productParams(row, product));
    outbox.publish(other.id, askChanged(row.id, 'asked'));
    return { id: row.id, other };
  });
  const view = await findAskView(deps.db, userId, id, lang);
  if (!view) throw new Error('fuel request vanished');
  return {
    request: toWire(view),
    message: translator(lang)('friends.fuel_asked', { ns: 'messages', name: other.name }),
  };
}

/** The one asked sends the fuel: a transfer, exactly as `POST /user/transfer` makes it. */
export async function approveAsk(
  deps: WriteDeps,
  userId: string,
  id: string,
  lang: Language,
  once: Once = ALWAYS,
) {
  return writeTransaction(
    deps,
    async (tx, outbox) => {
      const ask = await lockPendingAsk(tx, userId, id, 'addressee');
      if (!ask) throw new AppError('NOT_FOUND', { field: 'fuel_request_id' });
      const moved = await moveFuel(tx, outbox, {
        senderId: userId,
        recipient: { id: ask.requesterId },
        productId: ask.productId,
        quantity: ask.quantity / QUANTITY_SCALE,
        note: ask.note,
      });
      await endAsk(tx, ask.id, 'approved', moved.transfer.id);
      outbox.publish(ask.requesterId, askChanged(ask.id, 'approved'));
      return transferReply(moved, lang);
    },
    once,
  );
}

/**
 * Decline (the one asked) or withdraw (the asker). A decline is a message to the asker; a
 * withdrawal only takes the ask off the friend's open list (a live event), without a message or
 * a push: it must not call them again about an ask that is gone.
 */
export async function closeAsk(
  deps: WriteDeps,
  userId: string,
  id: string,
  action: 'decline' | 'withdraw',
  lang: Language,
) {
  await writeTransaction(deps, async (tx, outbox) => {
    const side = action === 'decline' ? 'addressee' : 'requester';
    const ask = await lockPendingAsk(tx, userId, id, side);
    if (!ask) throw new AppError('NOT_FOUND', { field: 'fuel_request_id' });
    await endAsk(tx, ask.id, action === 'decline' ? 'declined' : 'withdrawn');
    const otherId = side === 'addressee' ? ask.requesterId : ask.addresseeId;
    if (action === 'decline') {
      const me = await findParty(tx, userId);
      const other = await findParty(tx, otherId);
      const product = await findActiveProduct(tx, ask.productId);
      const params = product ? productParams(ask, product) : {};
      await tell(tx, outbox, other, me, 'fuel_ask_declined', params);
    }
    outbox.publish(otherId, askChanged(ask.id, action === 'decline' ? 'declined' : 'withdrawn'));
  });
  const key = action === 'decline' ? 'fuel_ask_declined' : 'fuel_ask_withdrawn';
  return { message: translator(lang)(`friends.${key}`, { ns: 'messages' }) };
}
