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
  /** "35.5 / 50 L" left of a limit, or "No limit". */
  const left = (remaining: number | null, limit: number | null, unit: string) =>
    limit === null
      ? t('card.noLimit')
      : `${formatNumber(remaining ?? limit, language)} / ${volume(limit, unit)}`;
  return {
    volume,
    dayLeft: (p: CardProduct) => left(p.day_remaining, p.day_limit, p.unit),
    monthLeft: (p: CardProduct) => left(p.month_remaining, p.month_limit, p.unit),
  };
}
