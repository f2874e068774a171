import type { CardProduct } from '@fuel/contract';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatVolume } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';

/** The texts of a card's limits and fuel in the page language. */
export function useCardText() {
  const { t } = useTranslation('cards');
  const language = useLanguage();
  const volume = (value: number, unit: string) =>
    formatVolume(value, t(`common:units.${unit}`), language);
  /**
   * "35.5 / 50 L" left of a limit, or "No limit". While an approved ask for more is valid, the
   * limit shown is the raised one, so a driver who used it all reads "0 / 20 L", not "0 / 10 L".
   */
  const left = (remaining: number | null, limit: number | null, extra: number, unit: string) => {
    if (limit === null) return t('card.noLimit');
    const rest = remaining ?? limit;
    return `${formatNumber(rest, language)} / ${volume(limit + extra, unit)}`;
  };
  return {
    volume,
    dayLeft: (p: CardProduct) => left(p.day_remaining, p.day_limit, p.extra ?? 0, p.unit),
    monthLeft: (p: CardProduct) => left(p.month_remaining, p.month_limit, p.extra ?? 0, p.unit),
  };
}
