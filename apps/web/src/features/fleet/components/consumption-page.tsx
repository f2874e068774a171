import { CONSUMPTION_GROUPS, type ConsumptionGroup } from '@fuel/contract';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PageTitle } from '../../../components/layout/page-title';
import { ListEmpty, QueryState } from '../../../components/ui/query-list';
import { useLanguage } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useConsumption } from '../api/get-consumption';
import { periodFromSearch, searchWith } from '../period';
import '../texts';
import { ConsumptionTable } from './consumption-table';
import { ConsumptionTabs } from './consumption-tabs';
import { GroupSwitch } from './group-switch';
import { MonthCharts } from './month-charts';
import { PeriodForm } from './period-form';
import { SpreadCharts } from './spread-charts';

const heading = 'text-xl font-bold text-sand-900';

const groupOf = (value: string | null): ConsumptionGroup =>
  CONSUMPTION_GROUPS.find((g) => g === value) ?? 'vehicle';

/**
 * Consumption of the fleet over a period: a table per vehicle and fuel, litres and drams per
 * month by vehicle, card or driver, and how far apart the vehicles' consumption is.
 */
export function ConsumptionPage() {
  const { t } = useTranslation('fleet');
  const language = useLanguage();
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(search);
  const period = periodFromSearch(params);
  const by = groupOf(params.get('by'));
  // Cards and drivers are a company's.
  const company = useSession().userType === 'company';
  const report = useConsumption({ period, by: company ? by : 'vehicle' });
  const periodSearch = searchWith('', period);

  return (
    <>
      <PageTitle>{`${t('title')} · Fuel Cabinet`}</PageTitle>
      <h1 className="text-2xl font-bold text-sand-900 sm:text-3xl">{t('title')}</h1>
      <p className="mt-1 text-sand-700">{t('subtitle')}</p>
      <ConsumptionTabs period={periodSearch} />
      <div className="mt-5">
        <PeriodForm
          key={`${period.from}${period.to}${language}`}
          period={period}
          onApply={(p) => navigate(searchWith(search, p))}
        />
      </div>
      <div aria-busy={report.isFetching} className="mt-6">
        <QueryState
          query={report}
          loading={t('report.loading')}
          error={t('report.error')}
          skeleton={{ count: 3, tile: 'h-32 rounded-3xl' }}
        >
          {(data) =>
            data.vehicles.length === 0 ? (
              <ListEmpty title={t('report.empty')} hint={t('fills.emptyHint')} />
            ) : (
              <div className="space-y-10">
                <section aria-labelledby="report-table" className="space-y-4">
                  <h2 id="report-table" className={heading}>
                    {t('report.byVehicle')}
                  </h2>
                  <ConsumptionTable report={data} />
                </section>
                <section aria-labelledby="report-months" className="space-y-4">
                  <div className="flex flex-wrap items-end justify-between gap-3">
                    <h2 id="report-months" className={heading}>
                      {t('report.byMonth')}
                    </h2>
                    {company && (
                      <GroupSwitch
                        value={by}
                        onChange={(next) =>
                          navigate(searchWith(search, { by: next === 'vehicle' ? '' : next }), {
                            replace: true,
                          })
                        }
                      />
                    )}
                  </div>
                  <MonthCharts report={data} />
                </section>
                <section aria-labelledby="report-spread" className="space-y-4">
                  <h2 id="report-spread" className={heading}>
                    {t('report.spread')}
                  </h2>
                  <p className="text-sm text-sand-600">{t('report.spreadHint')}</p>
                  <SpreadCharts report={data} />
                </section>
              </div>
            )
          }
        </QueryState>
      </div>
    </>
  );
}
