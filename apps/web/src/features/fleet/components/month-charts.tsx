import { type ConsumptionReply, PRODUCT_UNITS, type ProductUnit } from '@fuel/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmd, formatNumber, formatVolume } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { formatMonth } from '../../../lib/time/month';
import { ChartFigure } from '../charts/chart-figure';
import { type Stacked, stackByMonth } from '../charts/series';
import { formatAxisMonth } from '../format';

/**
 * Litres (and cubic metres, if gas by the m³ was filled) and drams per month, a colour for each
 * vehicle, card or driver.
 */
export function MonthCharts({ report }: { report: ConsumptionReply }) {
  const { t } = useTranslation('fleet');
  const language = useLanguage();
  const unitOf = useMemo(() => {
    const units = new Map<string, ProductUnit>();
    for (const v of report.vehicles) for (const f of v.fuels) units.set(f.product_id, f.unit);
    return (id: string) => units.get(id) ?? 'L';
  }, [report]);
  const stack = (measure: 'quantity' | 'amount', unit: ProductUnit | null) =>
    stackByMonth(report.months, measure, unitOf, unit, t('charts.others'), t('charts.unnamed'));
  const charts = [
    ...PRODUCT_UNITS.map((unit) => ({
      key: unit,
      title: t(`charts.quantity.${unit}`),
      data: stack('quantity', unit),
      format: (v: number) => formatVolume(v, t(`common:units.${unit}`), language),
      axis: (v: number) => formatNumber(v, language),
    })),
    {
      key: 'amount',
      title: t('charts.amount'),
      data: stack('amount', null),
      format: (v: number) => formatAmd(v, language),
      axis: (v: number) => compactAmd(v, language),
    },
  ].filter((chart) => chart.data.months.length > 0);
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      {charts.map(({ key, ...chart }) => (
        <MonthChart key={key} {...chart} />
      ))}
    </div>
  );
}

interface MonthChartProps {
  title: string;
  data: Stacked;
  format(value: number): string;
  axis(value: number): string;
}

function MonthChart({ title, data, format, axis }: MonthChartProps) {
  const { t } = useTranslation('fleet');
  const language = useLanguage();
  // Drawn again only when the figures or the language change, not on every render.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the formatters follow the language
  const spec = useMemo(
    () => ({
      kind: 'stacked' as const,
      categories: data.months.map((m) => formatAxisMonth(m, language)),
      series: data.groups,
      formatY: axis,
    }),
    [data, language],
  );
  return (
    <ChartFigure
      title={title}
      spec={spec}
      legend={data.groups.map((g) => g.label)}
      table={{
        columns: [t('charts.month'), ...data.groups.map((g) => g.label), t('charts.total')],
        rows: data.months.map((month, i) => ({
          key: month,
          cells: [
            formatMonth(month, language),
            ...data.groups.map((g) => format(g.values[i] ?? 0)),
            format(data.totals[i] ?? 0),
          ],
        })),
      }}
    />
  );
}

/** An axis's drams in thousands past 10 000 ("250k ֏" would not fit a phone's axis otherwise). */
function compactAmd(value: number, language: 'am' | 'en' | 'ru'): string {
  return Math.abs(value) >= 10_000
    ? `${formatNumber(Math.round(value / 1000), language)}k`
    : formatNumber(value, language);
}
