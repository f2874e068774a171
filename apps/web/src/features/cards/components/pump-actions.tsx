import type { Card, CardCode } from '@fuel/contract';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EndedCode } from '../../../components/refuel-code/use-kept-codes';
import { buttonClass } from '../../../components/ui/button';
import { ListSkeleton } from '../../../components/ui/query-state';
import { useCan } from '../../../lib/session';
import { notify } from '../../../lib/toast';
import { useCardCodes } from '../api/card-codes';
import { AskExtraDialog } from './ask-extra-dialog';
import type { AskFor } from './code-dialog';

// A code is the exception on a visit: its form, and its view (the big digits, the QR, the screen
// kept on), come when wanted, not with the page.
const loadCodeDialog = () => import('./code-dialog');
const CodeDialog = lazy(() => loadCodeDialog().then((m) => ({ default: m.CodeDialog })));
const CardCodes = lazy(() => import('./card-codes').then((m) => ({ default: m.CardCodes })));
const EndedCodes = lazy(() =>
  import('../../../components/refuel-code/kept-codes').then((m) => ({ default: m.EndedCodes })),
);

const primary = `${buttonClass('primary', 'lg')} w-full sm:w-auto`;
const secondary = `${buttonClass('outline', 'lg')} w-full sm:w-auto`;

/**
 * What a card is for at the pump, on its page: a refuel code drawn on it (drivers on their own
 * cards, and those who manage cards) and the codes ready, and a driver's ask for more fuel,
 * offered also when a code is refused over the card's limits.
 */
export function PumpActions({
  card,
  ended,
}: {
  card: Card;
  /** The codes shown from the device with no network that the server says have ended since. */
  ended: EndedCode[];
}) {
  const { t } = useTranslation('cards');
  // A driver refused over a limit asks for more from the card itself.
  const asks = useCan('cards.ask');
  const draws = useCan('cards.code');
  const codes = useCardCodes(card.id, draws);
  const active = (codes.data?.data ?? []).filter((c) => c.state === 'active' && c.code);
  const [drawing, setDrawing] = useState(false);
  const [fresh, setFresh] = useState<string | null>(null);
  const [asking, setAsking] = useState<Partial<AskFor> | null>(null);
  const usable = card.state === 'active' && card.products.length > 0;
  const drawn = (code: CardCode) => {
    setDrawing(false);
    setFresh(code.id);
    notify.success(t('code.drawn'));
  };
  const askMore = (ask: AskFor) => {
    setDrawing(false);
    setAsking(ask);
  };
  return (
    <>
      {usable && (draws || asks) && (
        <div className="mt-4 flex flex-col gap-3 sm:flex-row">
          {draws && (
            <button
              type="button"
              onClick={() => setDrawing(true)}
              // The form's code is fetched as the hand reaches the button.
              onPointerEnter={() => void loadCodeDialog().catch(() => undefined)}
              onFocus={() => void loadCodeDialog().catch(() => undefined)}
              className={primary}
            >
              {t('code.open')}
            </button>
          )}
          {asks && (
            <button
              type="button"
              onClick={() => setAsking({})}
              className={draws ? secondary : primary}
            >
              {t('extra.askOpen')}
            </button>
          )}
        </div>
      )}
      {ended.length > 0 && (
        <Suspense fallback={null}>
          <div className="mt-6">
            <EndedCodes ended={ended} />
          </div>
        </Suspense>
      )}
      {active.length > 0 && (
        <Suspense
          fallback={
            <div className="mt-6">
              <ListSkeleton label={t('code.loading')} count={1} tile="h-64 rounded-3xl" />
            </div>
          }
        >
          <CardCodes card={card} codes={active} fresh={fresh} />
        </Suspense>
      )}
      {drawing && (
        <Suspense fallback={null}>
          <CodeDialog
            card={card}
            onDrawn={drawn}
            onAskMore={askMore}
            onClose={() => setDrawing(false)}
          />
        </Suspense>
      )}
      {asking && (
        <AskExtraDialog
          card={card}
          productId={asking.productId}
          quantity={asking.quantity}
          onClose={() => setAsking(null)}
        />
      )}
    </>
  );
}
