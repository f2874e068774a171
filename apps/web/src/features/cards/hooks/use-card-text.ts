import { useTranslation } from 'react-i18next';
import { formatVolume } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import type { Card } from '../provisional';

/** The texts of a card's limits and fuel in the page language. */
export function useCardText() {
  const { t } = useTranslation('cards');
  const language = useLanguage();
  const volume = (value: number, unit = 'L') =>
    formatVolume(value, t(`common:units.${unit}`), language);
  const left = (remaining: number | null, limit: number | null) =>
    limit === null
      ? t('card.noLimit')
      : t('card.leftOf', { left: volume(remaining ?? limit), limit: volume(limit) });
  return {
    volume,
    dayLeft: (card: Card) => left(card.day_remaining, card.day_limit),
    monthLeft: (card: Card) => left(card.month_remaining, card.month_limit),
    fuel: (card: Card) =>
      card.fuel.map((f) => `${volume(f.balance, f.unit)} ${f.product_name}`).join(', '),
  };
}
