import { type Language, purchaseQuantitySchema } from '@fuel/contract';
import { htmlLang } from './i18n';

/** The dram sign is how prices are written on every pole sign in Armenia, whatever the language. */
const DRAM = '֏';

/**
 * Armenian conventions: a comma before decimals, thousands apart by a no-break space from five
 * digits on ("30,5", "1234", "14 500"). Written here rather than by `Intl`: browsers built
 * without Armenian locale data (some Chromium builds) would answer in English ("14,500"), and
 * the first number formatter a page builds loads locale data, which was the costliest step of
 * the Armenian sign-in page's start. Quantities have at most three decimals, so `toFixed` is
 * exact for them.
 */
function armenianNumber({
  maximumFractionDigits = 3,
  signDisplay,
}: Intl.NumberFormatOptions): (value: number) => string {
  return (value) => {
    const [whole = '0', decimals = ''] = Math.abs(value).toFixed(maximumFractionDigits).split('.');
    const fraction = decimals.replace(/0+$/, '');
    const rounded = Number(`${whole}.${fraction || 0}`);
    const sign =
      value < 0 && rounded !== 0 ? '-' : signDisplay === 'exceptZero' && rounded ? '+' : '';
    const grouped = whole.length >= 5 ? whole.replace(/\B(?=(\d{3})+$)/g, '\u00a0') : whole;
    return `${sign}${grouped}${fraction ? `,${fraction}` : ''}`;
  };
}

// Building a formatter loads locale data and costs far more than using one (a list of prices
// formatted one by one spent most of the sign-in page's start-up there), so each is built once.
const formatters = new Map<string, (value: number) => string>();

function numberFormat(language: Language, options: Intl.NumberFormatOptions) {
  const key = `${language}${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format =
      language === 'am'
        ? armenianNumber(options)
        : new Intl.NumberFormat(htmlLang(language), options).format;
    formatters.set(key, format);
  }
  return format;
}

/** A whole-dram amount with the grouping of the interface language: "14 500 ֏", "14,500 ֏". */
export function formatAmd(amount: number, language: Language): string {
  return `${numberFormat(language, { maximumFractionDigits: 0 })(amount)}\u00a0${DRAM}`;
}

/** Up to three decimals, as fuel quantities are kept: "14 500,5" in Armenian, "14,500.5" in English. */
export function formatNumber(value: number, language: Language, signed = false): string {
  return numberFormat(language, {
    maximumFractionDigits: 3,
    signDisplay: signed ? 'exceptZero' : 'auto',
  })(value);
}

/** A quantity with its unit label ("12.5 L", "+20 m³"); the label comes translated. */
export function formatVolume(
  value: number,
  unitLabel: string,
  language: Language,
  signed = false,
): string {
  return `${formatNumber(value, language, signed)}\u00a0${unitLabel}`;
}

/** Whole drams to pay for whole units at a whole-dram price; null while the quantity is not valid. */
export function amountFor(quantity: string, price: number): number | null {
  if (!/^\d{1,6}$/.test(quantity.trim())) return null;
  const units = Number(quantity);
  // No amount beside a quantity the form refuses (below 1, above the largest purchase).
  return purchaseQuantitySchema.safeParse(units).success ? units * price : null;
}
