import type { ProductUnit } from '@fuel/contract';
import { useTranslation } from 'react-i18next';
import { formatVolume } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';

/** Formats a quantity with its translated unit label in the page language. */
export function useVolume() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (value: number, unit: ProductUnit, signed = false) =>
    formatVolume(value, t(`units.${unit}`), language, signed);
}
