import { CARD_EXTRA_LIMITS, type CardProduct, cardCodeBodySchema } from '@fuel/contract';
import { preparing, toNumber } from '../../lib/forms';

/**
 * A code drawn on a card: the fuel, the volume, a station or any, and the odometer of the card's
 * vehicle when one is given (the contract's rules).
 */
export const codeFormSchema = preparing(cardCodeBodySchema, (v) => ({
  product_id: v.product_id ?? '',
  volume: toNumber(v.volume),
  station_id: v.station_id || null,
  // Left empty, nothing is said of the odometer.
  odometer_km:
    v.odometer_km === '' || v.odometer_km === undefined ? undefined : toNumber(v.odometer_km),
}));

/**
 * What the card may still draw of a fuel now: the lesser of what is left today and this month
 * (an approved ask for more counted in); null when neither is limited.
 */
export function leftNow(product: CardProduct): number | null {
  const limits = [product.day_remaining, product.month_remaining].filter(
    (left): left is number => left !== null,
  );
  return limits.length ? Math.max(0, Math.min(...limits)) : null;
}

/**
 * How much more to ask for so that `volume` fits: whole units, as an ask takes them, within
 * what one ask may ask for; undefined when it is not known to be short.
 */
export function shortfall(volume: number, left: number | null): number | undefined {
  if (left === null || volume <= left) return undefined;
  // Quantities have three decimals: 12.3 − 2.3 is 10, not 10.000000000000002 (11 to ask).
  const short = Math.round((volume - left) * 1000) / 1000;
  return Math.min(Math.ceil(short), CARD_EXTRA_LIMITS.quantityMax);
}
