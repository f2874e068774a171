import { cardLoadBodySchema } from '@fuel/contract';
import { preparing, toNumber } from '../../lib/forms';

/** One product and a volume (up to 3 decimals); the same rule for both directions. */
export const fuelFormSchema = preparing(cardLoadBodySchema, (v) => ({
  product_id: v.product_id ?? '',
  volume: toNumber(v.volume),
}));
