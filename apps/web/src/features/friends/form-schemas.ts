import {
  friendRequestSendBodySchema,
  fuelRequestBodySchema,
  transferBodySchema,
} from '@fuel/contract';
import { preparing, toNumber } from '../../lib/forms';

// The forms hold text; each schema turns it into the wire's types and checks it with the very
// schema the API uses, so the form and the server agree on every rule.

/**
 * An ID as people copy it: "ID 1862322" from the header, " 186 2322" from a chat. The label and
 * spaces go; anything else is left for the schema to refuse.
 */
export const userIdText = (text: string | undefined) =>
  (text ?? '').replace(/^\s*(id|№|#)?[\s:#№]*/i, '').replace(/\s+/g, '');

export const sendRequestFormSchema = preparing(friendRequestSendBodySchema, (v) => ({
  user_id: toNumber(userIdText(v.user_id)),
}));

export type TransferField = 'recipient_id' | 'product_id' | 'quantity' | 'note';
export type TransferValues = Record<TransferField, string>;

export const transferFormSchema = preparing(transferBodySchema, (v) => ({
  recipient_id: toNumber(v.recipient_id),
  product_id: v.product_id ?? '',
  quantity: toNumber(v.quantity),
  note: v.note?.trim() || null,
}));

/** Asking `userId` for fuel: who is asked is fixed by the row the form was opened from. */
export function askFormSchema(userId: number) {
  return preparing(fuelRequestBodySchema, (v) => ({
    user_id: userId,
    product_id: v.product_id ?? '',
    quantity: toNumber(v.quantity),
    note: v.note?.trim() || null,
  }));
}
