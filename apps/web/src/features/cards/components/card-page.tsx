import type { Card } from '@fuel/contract';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { type EndedCode, useKeptCodes } from '../../../components/refuel-code/use-kept-codes';
import { ListEmpty, QueryState } from '../../../components/ui/query-list';
import { pagePath } from '../../../lib/i18n';
import { keepCard, keptCard } from '../../../lib/offline-copy';
import { useCan, useSession } from '../../../lib/session';
import { useCardCodes } from '../api/card-codes';
import { useCard } from '../api/get-card';
import '../texts';
import { PageTitle } from '../../../components/layout/page-title';
import { CardActions, type CardDialog } from './card-actions';
import { CardHistory } from './card-history';
import { CardSummary } from './card-summary';
import { FuelDialog } from './fuel-dialog';
import { KeptCardScreen } from './kept-card';
import { MyExtras } from './my-extras';
import { PinDialog } from './pin-dialog';
import { PumpActions } from './pump-actions';
import { SettingsDialog } from './settings-dialog';
import { StateBadge } from './state-badge';

/** One card: what is left of its limits, its fuel, its settings, its own history, live. */
export function CardPage({ id }: { id: string }) {
  const { t } = useTranslation('cards');
  const card = useCard(id);
  // The same list the card's pump actions show; its codes are kept for the pump (lib/offline-copy).
  const codes = useKeptCodes(`card:${id}`, useCardCodes(id, useCan('cards.code')));
  const kept = useKeptCard(id, card);
  const back = (
    <Link to={pagePath('cards')} className="text-sm font-semibold text-brand-700 hover:underline">
      <span aria-hidden="true">← </span>
      {t('detail.back')}
    </Link>
  );

  return (
    <>
      {back}
      <div className="mt-3">
        {kept ? (
          <KeptCardScreen card={kept} codes={codes.kept} />
        ) : (
          <QueryState
            query={card}
            loading={t('detail.loading')}
            error={t('detail.error')}
            skeleton={{ count: 1, tile: 'h-40 rounded-3xl' }}
            missing={
              <>
                <PageTitle>{`${t('detail.notFoundTitle')} · ${t('title')} · Fuel Cabinet`}</PageTitle>
                <h1 className="text-2xl font-bold text-sand-900">{t('detail.notFoundTitle')}</h1>
                <div className="mt-4">
                  <ListEmpty title={t('detail.notFound')} />
                </div>
              </>
            }
          >
            {(data) => <CardScreen data={data} ended={codes.ended} />}
          </QueryState>
        )}
      </div>
    </>
  );
}

/**
 * The card as the server last gave it, for the pump with no network: its limits are kept on the
 * device with each answer for those who draw codes on it (drivers), and shown when no answer
 * comes (lib/offline-copy).
 */
function useKeptCard(
  id: string,
  card: {
    data: Card | null | undefined;
    dataUpdatedAt: number;
    fetchStatus: string;
    isError: boolean;
  },
) {
  const userId = useSession().userInfo?.id;
  const draws = useCan('cards.code');
  const data = card.data;
  useEffect(() => {
    if (!data || userId === undefined || !draws) return;
    keepCard(userId, {
      id: data.id,
      numberMasked: data.number_masked,
      name: data.name,
      products: data.products,
      confirmedAt: new Date(card.dataUpdatedAt).toISOString(),
    });
  }, [data, userId, draws, card.dataUpdatedAt]);
  const unreachable = data === undefined && (card.fetchStatus === 'paused' || card.isError);
  return useMemo(
    () => (unreachable && userId !== undefined ? keptCard(userId, id) : null),
    [unreachable, userId, id],
  );
}

function CardScreen({ data, ended }: { data: Card; ended: EndedCode[] }) {
  const { t } = useTranslation('cards');
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<CardDialog>(null);
  const close = () => setDialog(null);
  // Settings, PIN, block and removal are for the roles that manage cards (DESIGN §5.8).
  const manages = useCan('cards.manage');
  const asks = useCan('cards.ask');
  return (
    <>
      <PageTitle>{`${data.number_masked} · ${t('title')} · Fuel Cabinet`}</PageTitle>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="font-mono text-2xl font-bold tracking-wider text-sand-900 sm:text-3xl">
            <span className="sr-only">{t('card.number')}: </span>
            {data.number_masked}
          </h1>
          <p className="mt-1 break-words text-sand-700">{data.name || t('card.unnamed')}</p>
        </div>
        <StateBadge state={data.state} />
      </div>
      {data.state !== 'closed' && manages && (
        <CardActions card={data} onOpen={setDialog} onDeleted={() => navigate(pagePath('cards'))} />
      )}
      <PumpActions card={data} ended={ended} />
      {asks && <MyExtras cardId={data.id} />}
      <CardSummary card={data} onOpen={setDialog} />
      <CardHistory cardId={data.id} />
      {dialog === 'settings' && <SettingsDialog card={data} onClose={close} />}
      {dialog === 'pin' && <PinDialog card={data} onClose={close} />}
      {(dialog === 'load' || dialog === 'unload') && (
        <FuelDialog card={data} direction={dialog} onClose={close} />
      )}
    </>
  );
}
