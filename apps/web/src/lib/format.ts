import type { Language } from '@fuel/contract';
import { htmlLang } from './i18n';

/** The dram sign is how prices are written on every pole sign in Armenia, whatever the language. */
const DRAM = '֏';

/** A whole-dram amount with the grouping of the interface language: "12 480 ֏", "12,480 ֏". */
export function formatAmd(amount: number, language: Language): string {
  const number = new Intl.NumberFormat(htmlLang(language), { maximumFractionDigits: 0 }).format(
    amount,
  );
  return `${number}\u00a0${DRAM}`;
}
