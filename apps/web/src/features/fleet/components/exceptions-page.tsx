import { FILL_EXCEPTIONS, type FillExceptionKind, type FillExceptionRow } from '@fuel/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PageTitle } from '../../../components/layout/page-title';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { pageCount, pageFromSearch } from '../../../components/ui/pager';
import { ListEmpty, QueryList } from '../../../components/ui/query-list';
import { SelectField } from '../../../components/ui/select-field';
import { useLanguage } from '../../../lib/i18n';
import { useCan } from '../../../lib/session';
import { notify } from '../../../lib/toast';
import { useVehicleOptions, vehicleLabel } from '../../../lib/vehicle-options';
import { useBlockCard } from '../api/block-card';
import { EXCEPTIONS_PAGE_SIZE, useFillExceptions } from '../api/get-exceptions';
import { periodFromSearch, searchWith } from '../period';
import '../texts';
import { ConsumptionTabs } from './consumption-tabs';
import { ExceptionRow } from './exception-row';
import { PeriodForm } from './period-form';
import { Thresholds } from './thresholds';

const kindOf = (value: string | null): FillExceptionKind | '' =>
  FILL_EXCEPTIONS.find((k) => k === value) ?? '';

/**
 * The fills that look wrong (the message about one leads here), by reason, vehicle and period.
 * A card still active can be blocked from its row, after a confirmation.
 */
export function ExceptionsPage() {
  const { t } = useTranslation('fleet');
  const language = useLanguage();
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(search);
  const period = periodFromSearch(params);
  const [kind, setKind] = useState(() => kindOf(params.get('kind')));
  const [vehicle, setVehicle] = useState(() => params.get('vehicle') ?? '');
  const page = pageFromSearch(search);
  const list = useFillExceptions({
    ...period,
    kind: kindOf(params.get('kind')),
    vehicle: params.get('vehicle') ?? '',
    page,
  });
  const vehicles = useVehicleOptions();
  const managesCards = useCan('cards.manage');
  const block = useBlockCard();
  const [toBlock, setToBlock] = useState<FillExceptionRow | null>(null);
  // Cards blocked from here show so at once, before the list comes back with their new state.
  const [blocked, setBlocked] = useState<ReadonlySet<string>>(new Set());
  const confirmBlock = async () => {
    const card = toBlock?.card;
    if (!card) return;
    try {
      await block.mutateAsync(card.id);
      setBlocked((ids) => new Set([...ids, card.id]));
      notify.success(t('exceptions.blocked', { last4: card.last4 }));
      setToBlock(null);
    } catch {
      // The API client has shown why.
    }
  };

  return (
    <>
      <PageTitle>{`${t('tabs.exceptions')} · ${t('title')} · Fuel Cabinet`}</PageTitle>
      <h1 className="text-2xl font-bold text-sand-900 sm:text-3xl">{t('title')}</h1>
      <p className="mt-1 text-sand-700">{t('exceptions.subtitle')}</p>
      <ConsumptionTabs period={searchWith('', period)} />
      <div className="mt-5">
        <PeriodForm
          key={`${search}${language}`}
          period={period}
          onApply={(p) => navigate(searchWith(search, { ...p, kind, vehicle }))}
        >
          <SelectField
            name="kind"
            value={kind}
            onChange={(e) => setKind(kindOf(e.target.value))}
            label={t('exceptions.kind')}
            placeholder={t('exceptions.allKinds')}
            options={FILL_EXCEPTIONS.map((k) => ({ value: k, label: t(`exceptions.kinds.${k}`) }))}
            className="col-span-2 sm:mb-7 sm:w-64"
          />
          <SelectField
            name="vehicle"
            value={vehicle}
            onChange={(e) => setVehicle(e.target.value)}
            label={t('exceptions.vehicle')}
            placeholder={t('exceptions.allVehicles')}
            options={(vehicles.data?.data ?? []).map((v) => ({
              value: v.id,
              label: vehicleLabel(v),
            }))}
            className="col-span-2 sm:mb-7 sm:w-64"
          />
        </PeriodForm>
      </div>
      <section aria-label={t('exceptions.listLabel')} aria-busy={list.isFetching} className="mt-6">
        <QueryList
          query={list}
          loading={t('exceptions.loading')}
          error={t('exceptions.error')}
          skeleton={{ tile: 'h-40 rounded-2xl' }}
          empty={<ListEmpty title={t('exceptions.empty')} hint={t('exceptions.emptyHint')} />}
          pager={{
            page,
            pages: pageCount(list.data?.count ?? 0, EXCEPTIONS_PAGE_SIZE),
            label: t('exceptions.pages'),
            hrefOf: (n) => {
              const next = new URLSearchParams(search);
              if (n > 1) next.set('page', String(n));
              else next.delete('page');
              return `?${next.toString()}`;
            },
          }}
        >
          {({ data }) => (
            <ul className="space-y-3">
              {data.map((row) => {
                const state = row.card && blocked.has(row.card.id) ? 'blocked' : row.card_state;
                return (
                  <ExceptionRow
                    key={row.id}
                    row={row}
                    cardState={state}
                    onBlock={managesCards && state === 'active' ? () => setToBlock(row) : undefined}
                  />
                );
              })}
            </ul>
          )}
        </QueryList>
      </section>
      <Thresholds />
      <ConfirmDialog
        open={toBlock !== null}
        title={t('exceptions.confirmTitle', { last4: toBlock?.card?.last4 ?? '' })}
        confirmLabel={t('exceptions.confirmYes')}
        cancelLabel={t('exceptions.confirmNo')}
        pending={block.isPending}
        onConfirm={confirmBlock}
        onClose={() => setToBlock(null)}
      >
        {t('exceptions.confirmText', { plate: toBlock?.license_plate ?? '' })}
      </ConfirmDialog>
    </>
  );
}
