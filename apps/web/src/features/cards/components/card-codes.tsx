import type { Card, CardCode } from '@fuel/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RefuelCodePanel } from '../../../components/refuel-code/refuel-code-panel';
import '../../../components/refuel-code/texts';
import { ApiError } from '../../../lib/api-client';
import { productsQueryOptions } from '../../../lib/catalog/products';
import { useLanguage } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { notify } from '../../../lib/toast';
import { useCancelCardCode } from '../api/card-codes';
import { useCardText } from '../hooks/use-card-text';

interface CardCodesProps {
  card: Card;
  /** The card's codes still usable. */
  codes: CardCode[];
  /** Just drawn here: brought into view and focused. */
  fresh: string | null;
}

/** The card's codes ready for the pump, each as My balance shows its own. */
export function CardCodes({ card, codes, fresh }: CardCodesProps) {
  const { t } = useTranslation('cards');
  return (
    <section aria-labelledby="card-codes-title" className="mt-6">
      <h2 id="card-codes-title" className="text-lg font-bold text-sand-900">
        {t('code.heading')}
      </h2>
      <div className="mt-3 space-y-4">
        {codes.map((code) => (
          <OneCode key={code.id} card={card} code={code} fresh={code.id === fresh} />
        ))}
      </div>
    </section>
  );
}

function OneCode({ card, code, fresh }: { card: Card; code: CardCode; fresh: boolean }) {
  const { t } = useTranslation('cards');
  const text = useCardText();
  const cancel = useCancelCardCode(card.id);
  const language = useLanguage();
  const onCard =
    card.products.find((p) => p.product_id === code.product_id) ??
    card.balances.find((b) => b.product_id === code.product_id);
  // A fuel taken off the card since the code was drawn: its name and unit from the catalog.
  const catalog = useQuery({ ...productsQueryOptions(language), enabled: !onCard });
  const listed = catalog.data?.data.find((p) => p.id === code.product_id);
  const product = onCard ?? (listed && { product_name: listed.name, unit: listed.unit });
  const reserved = text.volume(code.volume, product?.unit ?? 'L');
  const userId = useSession().userInfo?.id;

  const giveBack = async () => {
    try {
      await cancel.mutateAsync(code);
      notify.success(t('code.cancelled', { volume: reserved }));
    } catch (error) {
      // Used at the pump or expired meanwhile: the list reloads and shows it as it is now.
      if (error instanceof ApiError && error.has('REFUEL_NOT_ACTIVE')) return;
      throw error;
    }
  };

  return (
    <RefuelCodePanel
      code={code.code ?? ''}
      expiresAt={code.expires_at}
      productName={product?.product_name}
      volume={reserved}
      stationId={code.station_id}
      fresh={fresh}
      cancelText={t('code.confirmText', { volume: reserved })}
      onCancel={giveBack}
      // Kept for the pump with no signal (lib/offline-copy).
      keep={
        userId !== undefined && product
          ? {
              userId,
              scope: `card:${card.id}`,
              id: code.id,
              volume: code.volume,
              unit: product.unit,
            }
          : undefined
      }
    />
  );
}
