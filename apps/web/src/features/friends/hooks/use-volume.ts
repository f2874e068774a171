import type { ProductUnit } from '@fuel/contract';
import { useTranslation } from 'react-i18next';
import { formatVolume } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';

/** Formats a quantity with its translated unit label in the page language ("20 լ", "20 L"). */
export function useVolume() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (value: number, unit: ProductUnit) => formatVolume(value, t(`units.${unit}`), language);
}
