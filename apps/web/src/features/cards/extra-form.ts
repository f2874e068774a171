import { cardExtraAskBodySchema, cardExtraRefuseBodySchema } from '@fuel/contract';
import { preparing, toNumber } from '../../lib/forms';

/** A driver's ask: the fuel, whole units more, and why (the contract's own rules). */
export const askFormSchema = preparing(cardExtraAskBodySchema, (v) => ({
  product_id: v.product_id ?? '',
  quantity: toNumber(v.quantity),
  reason: v.reason ?? '',
}));

export const refuseFormSchema = preparing(cardExtraRefuseBodySchema, (v) => ({
  reason: v.reason ?? '',
}));
