import {
  formatQuantity,
  type Language,
  QUANTITY_SCALE,
  TRANSACTION_STATUS,
  type TransferBody,
  type TransferReply,
} from '@fuel/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { translator } from '../../lib/i18n';
import { findBalance, postJournal } from '../ledger';
import { localized } from '../notifications';
import { findActiveProduct } from '../products';
import { insertTransaction } from '../transactions';
import { deliver, emptyOutbox, type Outbox, retrying, tell } from './notices';
import { findAccepted, findParty, findUserByPublicId } from './relations.repository';
import type { FriendsDeps } from './relations.service';
import { insertTransfer } from './transfers.repository';

export interface Movement {
  senderId: string;
  recipientId: string;
  productId: string;
  /** Whole units, as on the wire. */
  quantity: number;
  note: string | null;
}

/**
 * Moves fuel to an accepted friend or partner inside the caller's transaction: one journal, a
 * history row on each side, a message and live events for both. INSUFFICIENT_BALANCE (held
 * litres do not count) and NOT_CONNECTED leave nothing written.
 */
export async function moveFuel(db: Db, outbox: Outbox, m: Movement) {
  if (!(await findAccepted(db, m.senderId, m.recipientId)))
    throw new AppError('NOT_CONNECTED', { field: 'recipient_id' });
  const product = await findActiveProduct(db, m.productId);
  if (!product) throw new AppError('NOT_FOUND', { field: 'product_id' });
  const quantity = m.quantity * QUANTITY_SCALE;

  const transfer = await insertTransfer(db, { ...m, quantity });
  await postJournal(db, 'transfer', transfer.id, [
    { userId: m.senderId, account: 'available', productId: m.productId, quantity: -quantity },
    { userId: m.recipientId, account: 'available', productId: m.productId, quantity },
  ]);
  const history = {
    type: 'transfer' as const,
    statusId: TRANSACTION_STATUS.success,
    productId: m.productId,
    referenceId: transfer.id,
  };
  const transactionId = await insertTransaction(db, {
    ...history,
    userId: m.senderId,
    quantity: -quantity,
    counterpartyId: m.recipientId,
  });
  const receivedId = await insertTransaction(db, {
    ...history,
    userId: m.recipientId,
    quantity,
    counterpartyId: m.senderId,
  });

  // One query at a time: a transaction holds a single connection.
  const sender = await findParty(db, m.senderId);
  const recipient = await findParty(db, m.recipientId);
  const balance = await findBalance(db, m.senderId, m.productId);
  await tell(
    db,
    outbox,
    recipient,
    sender,
    'fuel_received',
    { quantity: m.quantity, unit: product.unit, ...localized('product', product.name) },
    receivedId,
  );
  const moved = { product_id: m.productId, reason: 'transfer', transfer_id: transfer.id };
  outbox.events.push(
    {
      userId: recipient.id,
      event: {
        type: 'transfer.received',
        data: {
          transfer_id: transfer.id,
          from_id: sender.publicId,
          product_id: m.productId,
          quantity: m.quantity,
        },
      },
    },
    { userId: recipient.id, event: { type: 'balance.changed', data: moved } },
    { userId: sender.id, event: { type: 'balance.changed', data: moved } },
  );
  return { transfer, transactionId, product, recipient, balance: balance?.available ?? 0 };
}

export function transferReply(
  moved: Awaited<ReturnType<typeof moveFuel>>,
  lang: Language,
): TransferReply {
  const t = translator(lang);
  const quantity = formatQuantity(moved.transfer.quantity);
  return {
    transfer_id: moved.transfer.id,
    transaction_id: moved.transactionId,
    recipient: { id: moved.recipient.publicId, name: moved.recipient.name },
    product_id: moved.transfer.productId,
    quantity,
    balance: formatQuantity(moved.balance),
    message: t('friends.fuel_sent', {
      ns: 'messages',
      quantity,
      unit: t(`units.${moved.product.unit}`, { ns: 'notifications' }),
      product: moved.product.name[lang],
      name: moved.recipient.name,
    }),
  };
}

/** `POST /user/transfer` (the route wraps it in the Idempotency-Key check). */
export async function sendFuel(
  deps: FriendsDeps,
  userId: string,
  body: TransferBody,
  lang: Language,
): Promise<TransferReply> {
  const { moved, outbox } = await retrying(() =>
    deps.db.transaction(async (tx) => {
      const outbox = emptyOutbox();
      const recipient = await findUserByPublicId(tx, body.recipient_id);
      if (recipient?.id === userId) throw new AppError('OWN_USER_ID', { field: 'recipient_id' });
      // An unknown ID answers like a stranger's: nothing to learn from it.
      if (!recipient) throw new AppError('NOT_CONNECTED', { field: 'recipient_id' });
      const moved = await moveFuel(tx, outbox, {
        senderId: userId,
        recipientId: recipient.id,
        productId: body.product_id,
        quantity: body.quantity,
        note: body.note ?? null,
      });
      return { moved, outbox };
    }),
  );
  deliver(deps.events, outbox);
  return transferReply(moved, lang);
}
