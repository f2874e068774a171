import type { Card } from '@fuel/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ListEmpty, QueryState } from '../../../components/ui/query-list';
import { useLanguage } from '../../../lib/i18n';
import { useCan } from '../../../lib/session';
import { useCard } from '../api/get-card';
import '../texts';
import { PageTitle } from '../../../components/layout/page-title';
import { CardActions, type CardDialog } from './card-actions';
import { CardHistory } from './card-history';
import { CardSummary } from './card-summary';
import { FuelDialog } from './fuel-dialog';
import { MyExtras } from './my-extras';
import { PinDialog } from './pin-dialog';
import { PumpActions } from './pump-actions';
import { SettingsDialog } from './settings-dialog';
import { StateBadge } from './state-badge';

/** One card: what is left of its limits, its fuel, its settings, its own history, live. */
export function CardPage({ id }: { id: string }) {
  const { t } = useTranslation('cards');
  const language = useLanguage();
  const card = useCard(id);
  const back = (
    <Link
      to={`/${language}/cards`}
      className="text-sm font-semibold text-brand-700 hover:underline"
    >
      <span aria-hidden="true">← </span>
      {t('detail.back')}
    </Link>
  );

  return (
    <>
      {back}
      <div className="mt-3">
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
          {(data) => <CardScreen data={data} />}
        </QueryState>
      </div>
    </>
  );
}

function CardScreen({ data }: { data: Card }) {
  const { t } = useTranslation('cards');
  const language = useLanguage();
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
        <CardActions
          card={data}
          onOpen={setDialog}
          onDeleted={() => navigate(`/${language}/cards`)}
        />
      )}
      <PumpActions card={data} />
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
