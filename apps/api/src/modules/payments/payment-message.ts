import { formatQuantity, type Language } from '@fuel/contract';
import type { Db } from '../../db/database';
import { translator } from '../../lib/i18n';
import { localNumber } from '../../lib/numbers';
import { findProductLabel } from '../products';
import { outcomeOf } from '../transactions';
import type { Order } from './payments.repository';

/**
 * What the cabinet says of an order after the bank's answer (a return from the payment page, a
 * payment with a saved card): what was credited, of which fuel; or how it failed (declined and
 * why, cancelled on the bank's page, or the page ran out), so the user knows what to do next.
 */
export async function paymentMessage(
  db: Db,
  order: Pick<Order, 'id' | 'userId' | 'productId' | 'quantity' | 'state'>,
  lang: Language,
  confirm = false,
): Promise<string> {
  const t = translator(lang);
  const label = await findProductLabel(db, order.productId);
  const values = {
    ns: 'messages',
    quantity: localNumber(formatQuantity(order.quantity), lang),
    unit: t(`units.${label?.unit ?? 'L'}`, { ns: 'notifications' }),
    product: label?.name[lang] ?? '',
  };
  if (confirm) return t('payment.confirm', values);
  if (order.state !== 'failed') return t(`payment.${order.state}`, values);
  // Read back from the purchase's history row, not handed over by the settle step: a repeated
  // sync, or one after the bank's callback, answers an order an earlier request settled.
  const ended = await outcomeOf(db, order.userId, order.id, lang);
  if (ended?.outcome === 'declined' && ended.reason)
    return t('payment.failed_declined', { ...values, reason: ended.reason });
  if (ended?.outcome === 'cancelled' || ended?.outcome === 'expired')
    return t(`payment.failed_${ended.outcome}`, values);
  return t('payment.failed', values);
}

/**
 * The purpose the bank shows on its payment page and on card statements, in the order's
 * language: "Fuel Cabinet: Diesel, 40 L".
 */
export function orderDescription(
  lang: Language,
  product: { name: Record<Language, string>; unit: string },
  quantity: number,
): string {
  const unit = translator(lang)(`units.${product.unit}`, { ns: 'notifications' });
  return `Fuel Cabinet: ${product.name[lang]}, ${localNumber(quantity, lang)} ${unit}`;
}
