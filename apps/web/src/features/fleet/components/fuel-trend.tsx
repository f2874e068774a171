import type { Fill } from '@fuel/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { formatDate } from '../../../lib/time';
import { ChartFigure, type ChartTable } from '../charts/chart-figure';
import { measuredFills } from '../charts/series';
import type { ChartSpec } from '../charts/spec';
import { formatKm, formatPer100, formatShortDay, oneDecimal, per100Unit } from '../format';

/** Per fuel, a chart of the consumption of each measured stretch over the period. */
export function FuelTrends({ fills }: { fills: readonly Fill[] }) {
  const byFuel = useMemo(() => [...measuredFills(fills).values()], [fills]);
  return byFuel.map((list) => <FuelTrend key={list[0]?.product_id} fills={list} />);
}

function FuelTrend({ fills }: { fills: Fill[] }) {
  const { t } = useTranslation('fleet');
  const language = useLanguage();
  const first = fills[0];
  const unit = first?.unit ?? 'L';
  const name = first?.product_name ?? '';
  const spec = useMemo<ChartSpec>(
    () => ({
      kind: 'line',
      x: fills.map((f) => Date.parse(f.filled_at) / 1000),
      series: [{ label: name, values: fills.map((f) => f.per_100km) }],
      formatX: (seconds) => formatShortDay(seconds, language),
      formatY: (value) => formatNumber(oneDecimal(value), language),
    }),
    [fills, name, language],
  );
  const table: ChartTable = {
    columns: [t('fills.date'), t('fills.per100'), t('fills.distance')],
    rows: fills.map((f) => ({
      key: f.id,
      cells: [
        formatDate(f.filled_at, language),
        formatPer100(f.per_100km, unit, language, t),
        f.distance_km === null ? '—' : formatKm(f.distance_km, language, t),
      ],
    })),
  };
  return (
    <ChartFigure
      title={t('vehicle.trend', { fuel: name, unit: per100Unit(unit, t) })}
      spec={spec}
      table={table}
    />
  );
}
