import { VAT_PERCENT } from '@fuel/contract';

/**
 * The VAT within a total that includes it: total × 20 / 120, to the nearest dram (halves up),
 * in integers.
 */
export function vatIncluded(total: number): number {
  const divisor = 100 + VAT_PERCENT;
  return Math.floor((total * VAT_PERCENT * 2 + divisor) / (divisor * 2));
}

/** Thousandths of a unit at a whole-dram price: drams, to the nearest (halves up). */
export function lineTotal(quantity: number, unitPrice: number): number {
  return Math.floor((quantity * unitPrice + 500) / 1000);
}
