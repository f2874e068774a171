import type { ProductBalance } from '@fuel/contract';

/** The id of the diesel the balance fixtures hold. */
export const DIESEL = '0b6f1f0e-3c1a-4d55-9d8e-1f2a3b4c5d6e';

/** A balance row as the API sends it: 40 L of diesel, none held, changed by `over`. */
export function aBalance(over: Partial<ProductBalance> = {}): ProductBalance {
  return {
    product_id: DIESEL,
    product_code: 'DIESEL',
    product_name: 'Diesel',
    unit: 'L',
    balance: 40,
    held: 0,
    ...over,
  };
}
