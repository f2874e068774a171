/**
 * Fuel quantities are integers in thousandths of the product's unit (millilitres for litres)
 * everywhere but on the wire, where they are decimal numbers with at most three decimals.
 */
export const QUANTITY_SCALE = 1000;

const DECIMAL = /^\d{1,9}(\.\d{1,3})?$/;

/** Strict: 25, 25.5 and 25.125 parse; 25.1255, -1, 1e3 and NaN do not. */
export function parseQuantity(value: number | string): number | null {
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (!DECIMAL.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * QUANTITY_SCALE + Number(fraction.padEnd(3, '0'));
}

/** Thousandths back to the wire's decimal number. */
export function formatQuantity(thousandths: number): number {
  return thousandths / QUANTITY_SCALE;
}
