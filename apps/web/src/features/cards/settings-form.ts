import { type Card, type CardUpdateBody, cardUpdateBodySchema } from '@fuel/contract';
import { type FormSchema, toNumber } from '../../lib/forms';

/** The text fields of a product's limits: `day:<product id>` and `month:<product id>`. */
export const dayField = (productId: string) => `day:${productId}`;
export const monthField = (productId: string) => `month:${productId}`;

const limitText = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** The form starts from the saved card: every product's limit fields exist, filled if allowed. */
export function settingsValues(card: Card, productIds: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {
    name: card.name ?? '',
    vehicle_id: card.vehicle_id ?? '',
    funding: card.funding,
    driver_id: card.driver ? String(card.driver.id) : '',
    group_id: card.group?.id ?? '',
  };
  for (const id of productIds) {
    const saved = card.products.find((p) => p.product_id === id);
    values[dayField(id)] = limitText(saved?.day_limit);
    values[monthField(id)] = limitText(saved?.month_limit);
  }
  return values;
}

/**
 * The contract's update body from the form: name, vehicle, funding and the chosen products with
 * their limits (empty = no limit). A problem at `products[i].day_limit` is shown under that
 * product's own field.
 */
export function settingsFormSchema(chosen: readonly string[]): FormSchema<CardUpdateBody> {
  return {
    safeParse(data) {
      const v = data as Record<string, string>;
      const body = {
        name: v.name?.trim() || null,
        vehicle_id: v.vehicle_id || null,
        funding: v.funding,
        // The team member driving with it and its group: '' takes them away.
        ...(v.driver_id === undefined
          ? {}
          : { driver_id: v.driver_id ? Number(v.driver_id) : null }),
        ...(v.group_id === undefined ? {} : { group_id: v.group_id || null }),
        products: chosen.map((id) => ({
          product_id: id,
          day_limit: toNumber(v[dayField(id)]) ?? null,
          month_limit: toNumber(v[monthField(id)]) ?? null,
        })),
      };
      const result = cardUpdateBodySchema.safeParse(body);
      if (result.success) return result;
      const issues = result.error.issues.map((issue) => {
        const [root, index, key] = issue.path ?? [];
        const id = root === 'products' ? chosen[Number(index)] : undefined;
        if (!id) return issue;
        return { ...issue, path: [key === 'month_limit' ? monthField(id) : dayField(id)] };
      });
      return { success: false, error: { issues } };
    },
  };
}
