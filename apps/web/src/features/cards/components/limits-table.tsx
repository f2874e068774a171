import type { CardProduct } from '@fuel/contract';
import { useTranslation } from 'react-i18next';
import { useCardText } from '../hooks/use-card-text';

/** What is left of each allowed fuel's day and month limits, one row per fuel. */
export function LimitsTable({
  products,
  compact = false,
}: {
  products: CardProduct[];
  /** A list instead of a table, for the narrow tiles of the card list. */
  compact?: boolean;
}) {
  const { t } = useTranslation('cards');
  const text = useCardText();
  if (products.length === 0) {
    return (
      <p className="rounded-2xl bg-accent-50 p-3 text-sm text-sand-800">{t('card.noProducts')}</p>
    );
  }
  if (compact) {
    return (
      <ul aria-label={t('card.limitsCaption')} className="grid gap-2 text-sm">
        {products.map((p) => (
          <li key={p.product_id}>
            <span className="block font-semibold text-sand-900">{p.product_name}</span>
            <span className="block text-sand-700 tabular-nums">
              {t('card.today', { left: text.dayLeft(p) })}
              {' · '}
              {t('card.month', { left: text.monthLeft(p) })}
            </span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{t('card.limitsCaption')}</caption>
      <thead className="text-xs text-sand-600">
        <tr>
          <th scope="col" className="pb-1 font-semibold">
            {t('card.products')}
          </th>
          <th scope="col" className="pb-1 text-right font-semibold">
            {t('card.dayLeft')}
          </th>
          <th scope="col" className="pb-1 pl-2 text-right font-semibold">
            {t('card.monthLeft')}
          </th>
        </tr>
      </thead>
      <tbody>
        {products.map((p) => (
          <tr key={p.product_id} className="border-t border-sand-100">
            <th scope="row" className="min-w-28 py-1 pr-2 font-normal break-words text-sand-700">
              {p.product_name}
            </th>
            <td className="py-1 text-right font-semibold text-sand-900 tabular-nums">
              {text.dayLeft(p)}
            </td>
            <td className="py-1 pl-2 text-right font-semibold text-sand-900 tabular-nums">
              {text.monthLeft(p)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
