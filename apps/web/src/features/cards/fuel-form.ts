import { toNumber } from '../../lib/forms';
import { formSchema, required, volume } from './provisional-forms';

export const fuelFormSchema = formSchema(
  { product_id: required, quantity: volume(false) },
  (v) => ({ product_id: v.product_id ?? '', quantity: toNumber(v.quantity) ?? 0 }),
);
