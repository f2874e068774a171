import { toNumber } from '../../lib/forms';
import type { Card } from './provisional';
import { formSchema, volume } from './provisional-forms';

export function settingsValues(card: Card) {
  return {
    name: card.name ?? '',
    vehicle_id: card.vehicle_id ?? '',
    day_limit: card.day_limit === null ? '' : String(card.day_limit),
    month_limit: card.month_limit === null ? '' : String(card.month_limit),
  };
}

export function settingsFormSchema(productIds: string[]) {
  return formSchema({ day_limit: volume(true), month_limit: volume(true) }, (v) => ({
    name: v.name?.trim() || null,
    vehicle_id: v.vehicle_id || null,
    product_ids: productIds,
    day_limit: toNumber(v.day_limit) ?? null,
    month_limit: toNumber(v.month_limit) ?? null,
  }));
}
