import { randomUUID } from 'node:crypto';
import {
  formatQuantity,
  type Language,
  QUANTITY_SCALE,
  TRANSACTION_STATUS,
  type TransferBody,
  type TransferReply,
} from '@fuel/contract';
import type { Db } from '../../db/database';
import { together } from '../../db/together';
import { ALWAYS, type Once } from '../../idempotency/idempotency';
import { AppError } from '../../lib/app-error';
import { translator } from '../../lib/i18n';
import { localNumber } from '../../lib/numbers';
import type { WriteDeps } from '../../lib/write-deps';
import { type Outbox, writeTransaction } from '../../lib/write-transaction';
import { balanceAfter, postJournal } from '../ledger';
import { localized } from '../notifications';
import { insertTransactions } from '../transactions';
import { tellAll } from './notices';
import { findMovement, insertTransfer } from './transfers.repository';

export interface Movement {
  senderId: string;
  /** By id (an ask being approved) or by the public ID the sender typed. */
  recipient: { id: string } | { publicId: number };
  productId: string;
  /** Whole units, as on the wire. */
  quantity: number;
  note: string | null;
}

/**
 * Moves fuel to an accepted friend or partner inside the caller's transaction: one journal, a
 * history row on each side, a message and live events for both. INSUFFICIENT_BALANCE (held
 * litres do not count), OWN_USER_ID and NOT_CONNECTED leave nothing written.
 */
export async function moveFuel(db: Db, outbox: Outbox, m: Movement) {
  const found = await findMovement(db, m.senderId, m.recipient, m.productId);
  const { sender, recipient, product } = found;
  if (recipient?.id === m.senderId) throw new AppError('OWN_USER_ID', { field: 'recipient_id' });
  // An unknown ID answers like a stranger's: nothing to learn from it.
  if (!recipient || !found.connected)
    throw new AppError('NOT_CONNECTED', { field: 'recipient_id' });
  if (!product) throw new AppError('NOT_FOUND', { field: 'product_id' });
  const quantity = m.quantity * QUANTITY_SCALE;

  // Every row's id is made here, so that nothing below waits for another's insert: the
  // transfer, its journal, both history rows and both messages go in one flight (`together`).
  const transfer = {
    id: randomUUID(),
    senderId: sender.id,
    recipientId: recipient.id,
    productId: m.productId,
    quantity,
    note: m.note,
  };
  const transactionId = randomUUID();
  const receivedId = randomUUID();
  const history = {
    type: 'transfer' as const,
    statusId: TRANSACTION_STATUS.success,
    productId: m.productId,
    referenceId: transfer.id,
  };
  // Both sides are told (DESIGN §5.6), each in their own language, with the note if one was written.
  const amount = {
    quantity: m.quantity,
    unit: product.unit,
    ...localized('product', product.name),
    ...(m.note ? { note: m.note } : {}),
  };
  const noted = m.note ? '_note' : '';
  const [, posted] = await together([
    insertTransfer(db, transfer),
    postJournal(db, 'transfer', transfer.id, [
      { userId: sender.id, account: 'available', productId: m.productId, quantity: -quantity },
      { userId: recipient.id, account: 'available', productId: m.productId, quantity },
    ]),
    insertTransactions(db, [
      {
        ...history,
        id: transactionId,
        userId: sender.id,
        quantity: -quantity,
        counterpartyId: recipient.id,
      },
      { ...history, id: receivedId, userId: recipient.id, quantity, counterpartyId: sender.id },
    ]),
    tellAll(db, outbox, [
      {
        to: recipient,
        about: sender,
        kind: `fuel_received${noted}`,
        params: amount,
        transactionId: receivedId,
      },
      { to: sender, about: recipient, kind: `fuel_sent${noted}`, params: amount, transactionId },
    ]),
  ]);
  const moved = { product_id: m.productId, reason: 'transfer' as const, transfer_id: transfer.id };
  outbox.publish(recipient.id, {
    type: 'transfer.received',
    data: {
      transfer_id: transfer.id,
      from_id: sender.publicId,
      product_id: m.productId,
      quantity: m.quantity,
    },
  });
  outbox.publish(recipient.id, { type: 'balance.changed', data: moved });
  outbox.publish(sender.id, { type: 'balance.changed', data: moved });
  const balance = balanceAfter(posted, sender.id, m.productId)?.available ?? 0;
  return { transfer, transactionId, product, recipient, balance };
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
      quantity: localNumber(quantity, lang),
      unit: t(`units.${moved.product.unit}`, { ns: 'notifications' }),
      product: moved.product.name[lang],
      name: moved.recipient.name,
    }),
  };
}

/** `POST /user/transfer`; `once` claims the Idempotency-Key inside the movement's transaction. */
export async function sendFuel(
  deps: WriteDeps,
  userId: string,
  body: TransferBody,
  lang: Language,
  once: Once = ALWAYS,
): Promise<TransferReply> {
  return writeTransaction(
    deps,
    async (tx, outbox) => {
      const moved = await moveFuel(tx, outbox, {
        senderId: userId,
        recipient: { publicId: body.recipient_id },
        productId: body.product_id,
        quantity: body.quantity,
        note: body.note ?? null,
      });
      return transferReply(moved, lang);
    },
    once,
  );
}
