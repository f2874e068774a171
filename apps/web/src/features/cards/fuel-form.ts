import { cardLoadBodySchema, cardPartTransferBodySchema } from '@fuel/contract';
import { preparing, toNumber } from '../../lib/forms';

const prepare = (v: { product_id?: string; volume?: string }) => ({
  product_id: v.product_id ?? '',
  volume: toNumber(v.volume),
});

/**
 * One product and a volume: whole units onto the card (SPEC §5), and back any volume up to 3
 * decimals, since a refuel can leave a part of a litre on it.
 */
export const fuelFormSchemas = {
  load: preparing(cardLoadBodySchema, prepare),
  unload: preparing(cardPartTransferBodySchema, prepare),
} as const;
