import type { ConsumptionReply } from '@fuel/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { ChartFigure } from '../charts/chart-figure';
import { spreadByFuel } from '../charts/series';
import { formatPer100, oneDecimal, per100Unit } from '../format';

type Spread = ReturnType<typeof spreadByFuel>[number];

/** Per fuel, a bar per vehicle: how far apart the fleet's consumption is. */
export function SpreadCharts({ report }: { report: ConsumptionReply }) {
  const fuels = useMemo(() => spreadByFuel(report.vehicles), [report]);
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      {fuels.map((fuel) => (
        <SpreadChart key={fuel.productId} fuel={fuel} />
      ))}
    </div>
  );
}

function SpreadChart({ fuel }: { fuel: Spread }) {
  const { t } = useTranslation('fleet');
  const language = useLanguage();
  const spec = useMemo(
    () => ({
      kind: 'across' as const,
      categories: fuel.rows.map((r) => r.plate),
      values: fuel.rows.map((r) => oneDecimal(r.per100)),
      formatValue: (v: number) => formatNumber(oneDecimal(v), language),
    }),
    [fuel, language],
  );
  return (
    <ChartFigure
      title={t('charts.spread', { fuel: fuel.name, unit: per100Unit(fuel.unit, t) })}
      spec={spec}
      table={{
        columns: [t('table.vehicle'), t('table.per100')],
        rows: fuel.rows.map((r) => ({
          key: r.vehicleId,
          cells: [r.plate, formatPer100(r.per100, fuel.unit, language, t)],
        })),
      }}
    />
  );
}
