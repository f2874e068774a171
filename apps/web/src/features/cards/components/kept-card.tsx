import { useTranslation } from 'react-i18next';
import { KeptCodeList } from '../../../components/refuel-code/kept-codes';
import '../../../components/refuel-code/texts';
import { PageTitle } from '../../../components/layout/page-title';
import { useLanguage } from '../../../lib/i18n';
import type { KeptCard, KeptCodes } from '../../../lib/offline-copy';
import { formatDateTime } from '../../../lib/time';
import { LimitsTable } from './limits-table';

/**
 * A card's page with no network: what was left of its limits, and its codes ready for the pump,
 * as the server last confirmed them (lib/offline-copy).
 */
export function KeptCardScreen({ card, codes }: { card: KeptCard; codes: KeptCodes | null }) {
  const { t } = useTranslation('cards');
  const language = useLanguage();
  return (
    <>
      <PageTitle>{`${card.numberMasked} · ${t('title')} · Fuel Cabinet`}</PageTitle>
      <h1 className="font-mono text-2xl font-bold tracking-wider text-sand-900 sm:text-3xl">
        <span className="sr-only">{t('card.number')}: </span>
        {card.numberMasked}
      </h1>
      <p className="mt-1 break-words text-sand-700">{card.name || t('card.unnamed')}</p>
      <p
        className="mt-4 rounded-2xl bg-accent-50 px-4 py-3 text-sm text-sand-800"
        data-testid="card-kept"
      >
        <span className="block font-semibold text-sand-900">
          {t('refuel-code:confirmed', { time: formatDateTime(card.confirmedAt, language) })}
        </span>
        {t('refuel-code:keptHint')}
      </p>
      {codes && (
        <section aria-labelledby="card-codes-title" className="mt-6">
          <h2 id="card-codes-title" className="text-lg font-bold text-sand-900">
            {t('code.heading')}
          </h2>
          <div className="mt-3 space-y-4">
            <KeptCodeList kept={codes} />
          </div>
        </section>
      )}
      <section
        aria-labelledby="card-limits"
        className="mt-6 rounded-3xl border border-sand-200 bg-white p-5 shadow-sm"
      >
        <h2 id="card-limits" className="mb-3 text-lg font-bold text-sand-900">
          {t('detail.limits')}
        </h2>
        <LimitsTable products={card.products} />
      </section>
    </>
  );
}
