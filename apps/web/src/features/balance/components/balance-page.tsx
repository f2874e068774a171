import type { ProductBalance, Refuel, SavedCard } from '@fuel/contract';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useKeptCodes } from '../../../components/refuel-code/use-kept-codes';
import { ListError, ListSkeleton, type LoadableQuery } from '../../../components/ui/query-state';
import { useBalances } from '../../../lib/balances';
import { useProducts } from '../../../lib/catalog/products';
import { useCan } from '../../../lib/session';
import { notify } from '../../../lib/toast';
import { useInTurn } from '../../../lib/turns';
import { useRefuels } from '../api/get-refuels';
import { useSavedCards } from '../api/saved-cards';
import { useRefuelEvents } from '../hooks/use-refuel-events';
import '../texts';
import { PageTitle } from '../../../components/layout/page-title';
import { useLoadWhenNear } from '../../../lib/load-when-near';
import { invalidateUserData, queryKeys } from '../../../lib/query-keys';
import { BalanceCards } from './balance-cards';
import { BuyFuelForm } from './buy-fuel-form';
import { Panel } from './panel';
import { PaymentReturnSlot } from './payment-return-slot';
import { RefuelDone } from './refuel-done';
import { RefuelForm } from './refuel-form';
import { SavedCards } from './saved-cards';

// A code to show is the exception on a visit: its code (the big digits, the countdown, the QR,
// the screen kept on) comes when there is one to show.
const loadActiveCode = () => import('./active-code');
const ActiveCode = lazy(() => loadActiveCode().then((m) => ({ default: m.ActiveCode })));
// With no network, the codes kept on the device; once it is back, which of them ended meanwhile.
const KeptCodeList = lazy(() =>
  import('../../../components/refuel-code/kept-codes').then((m) => ({ default: m.KeptCodeList })),
);
const EndedCodes = lazy(() =>
  import('../../../components/refuel-code/kept-codes').then((m) => ({ default: m.EndedCodes })),
);
// Today's finished codes show only after a code was used or ended today.
const TodayRefuels = lazy(() =>
  import('./today-refuels').then((m) => ({ default: m.TodayRefuels })),
);

/**
 * My balance: balances, the bank's answer after paying, active codes, buying and refuelling.
 * Someone acting for a company sees only the parts their role may use (DESIGN §5.8): buying
 * and saved cards with `fuel.buy`, refuel codes with `refuel.code`.
 */
export function BalancePage() {
  const { t } = useTranslation('balance');
  const queryClient = useQueryClient();
  const buys = useCan('fuel.buy');
  const codes = useCan('refuel.code');
  const balances = useBalances();
  const refuels = useRefuels(codes);
  const products = useProducts();
  const live = useRefuelEvents();
  const savedCards = useSavedCards(buys);
  const cards = savedCards.data?.data;
  const [freshCode, setFreshCode] = useState<string | null>(null);
  const list = balances.data?.data;
  const active = (refuels.data?.data ?? []).filter((r) => r.state === 'active');
  const finished = (refuels.data?.data ?? []).filter((r) => r.state !== 'active');
  const productOf = (id: string) => list?.find((b) => b.product_id === id);
  const doneRefuel = refuels.data?.data.find((r) => r.id === live.completed?.refuelId);
  const offline = useKeptCodes('balance', refuels);
  // Stable handlers: the three forms are memoized, so a reply for one panel (balances, cards,
  // refuels) does not draw the others' forms again.
  const reload = useCallback(() => {
    void invalidateUserData(
      queryClient,
      queryKeys.balances,
      queryKeys.refuels,
      queryKeys.balanceRules,
    );
  }, [queryClient]);
  const onCreated = useCallback(
    (refuel: Refuel) => {
      notify.success(t('refuel.created'));
      setFreshCode(refuel.id);
      reload();
    },
    [reload, t],
  );

  const codesShown = active.length > 0 || offline.kept !== null || offline.ended.length > 0;
  const codesSection = codesShown && (
    <section aria-labelledby="codes-title" className="mt-8">
      <h2 id="codes-title" className="text-lg font-bold text-sand-900">
        {t('code.heading')}
      </h2>
      <div className="mt-3 space-y-4">
        <Suspense
          fallback={<ListSkeleton label={t('cards.loading')} count={1} tile="h-64 rounded-3xl" />}
        >
          {offline.ended.length > 0 && <EndedCodes ended={offline.ended} />}
          {offline.kept && <KeptCodeList kept={offline.kept} />}
          {active.map((refuel) => (
            <ActiveCode
              key={refuel.id}
              refuel={refuel}
              balance={productOf(refuel.product_id)}
              fresh={refuel.id === freshCode}
              onChanged={reload}
            />
          ))}
        </Suspense>
      </div>
    </section>
  );

  return (
    <>
      <PageTitle>{`${t('title')} · Fuel Cabinet`}</PageTitle>
      <h1 className="text-2xl font-bold text-sand-900 sm:text-3xl">{t('title')}</h1>
      <p className="mt-1 text-sand-700">{t('subtitle')}</p>
      <div className="mt-6">
        <PaymentReturnSlot />
        <RefuelDone
          completed={live.completed}
          expired={live.expired}
          unit={productOf(doneRefuel?.product_id ?? '')?.unit ?? 'L'}
          onDismiss={live.dismiss}
        />
      </div>
      {/* With no network, the codes kept for the pump come first: the rest cannot load. */}
      {offline.kept && codesSection}
      <section aria-labelledby="balances-title" className={offline.kept ? 'mt-8' : undefined}>
        <h2 id="balances-title" className="sr-only">
          {t('cards.heading')}
        </h2>
        <BalanceCards balances={balances} />
      </section>
      {!offline.kept && codesSection}
      <div className={`mt-8 grid grid-cols-1 gap-6 ${buys && codes ? 'lg:grid-cols-2' : ''}`}>
        {buys && (
          <Panel id="buy-title" title={t('buy.heading')} text={t('buy.text')}>
            <FormWhenLoaded needs={[products]} rows={7}>
              {() =>
                products.data && (
                  <BuyFuelForm products={products.data.data} cards={cards} onPaid={reload} />
                )
              }
            </FormWhenLoaded>
          </Panel>
        )}
        {codes && (
          <Panel id="refuel-title" title={t('refuel.heading')} text={t('refuel.text')}>
            <FormWhenLoaded needs={[balances]} rows={7}>
              {() =>
                list && (
                  // The code's own view is fetched while the form is filled in.
                  <div onFocusCapture={() => void loadActiveCode().catch(() => undefined)}>
                    <RefuelForm balances={list} onCreated={onCreated} />
                  </div>
                )
              }
            </FormWhenLoaded>
          </Panel>
        )}
      </div>
      {buys && (
        <div className="mt-8 grid grid-cols-1 gap-6 lg:grid-cols-2">
          <Panel id="saved-title" title={t('saved.heading')} text={t('saved.text')}>
            <SavedCards query={savedCards} />
          </Panel>
          <Panel id="rules-title" title={t('rules.heading')} text={t('rules.text')}>
            <FormWhenLoaded needs={[balances, savedCards]} rows={7}>
              {() => list && cards && <RulesWhenNear balances={list} cards={cards} />}
            </FormWhenLoaded>
          </Panel>
        </div>
      )}
      {finished.length > 0 && list && (
        <Suspense fallback={null}>
          <TodayRefuels refuels={finished} balances={list} />
        </Suspense>
      )}
    </>
  );
}

const loadRules = () => import('./balance-rules');

/**
 * The alert and top-up form, below the first screen everywhere: its code comes when the panel
 * nears the screen, not with the page.
 */
function RulesWhenNear(props: { balances: ProductBalance[]; cards: SavedCard[] }) {
  const { t } = useTranslation('balance');
  const rules = useLoadWhenNear(loadRules);
  if (rules.module) return <rules.module.BalanceRules {...props} />;
  return (
    <div ref={rules.ref}>
      {rules.failed ? (
        <ListError text={t('common:errors.section')} onRetry={rules.retry} />
      ) : (
        <ListSkeleton
          label={t('cards.loading')}
          count={7}
          className="space-y-4"
          tile="h-12 rounded-xl"
        />
      )}
    </div>
  );
}

/**
 * A form once every query it `needs` has its data. Until then its loading tiles, about as high
 * as the form (`rows` fields of 48 px: the panels under a shorter stand-in were pushed down when
 * it arrived), or, when a query failed, what failed with a retry.
 */
function FormWhenLoaded({
  needs,
  rows,
  children,
}: {
  needs: LoadableQuery<unknown>[];
  rows: number;
  children: () => ReactNode;
}) {
  const { t } = useTranslation('balance');
  // The forms arrive with the same replies; each is drawn in a task of its own (lib/turns.ts).
  if (useInTurn(needs.every((q) => q.data !== undefined))) return children();
  const failed = needs.filter((q) => q.data === undefined && q.error);
  if (failed.length > 0)
    return (
      <ListError
        text={t('common:errors.section')}
        onRetry={() => {
          for (const q of failed) q.refetch();
        }}
      />
    );
  return (
    <ListSkeleton
      label={t('cards.loading')}
      count={rows}
      className="space-y-4"
      tile="h-12 rounded-xl"
    />
  );
}
