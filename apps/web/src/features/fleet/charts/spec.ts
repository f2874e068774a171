/**
 * What a chart draws, as plain data and formatters: the page builds it, the chart module (loaded
 * only when a chart is shown, uplot-chart.tsx) draws it. Each series has its colour's index.
 */
export interface ChartSeries {
  label: string;
  values: (number | null)[];
}

export type ChartSpec =
  /** Points over time (x in epoch seconds), joined by lines. */
  | {
      kind: 'line';
      x: number[];
      series: ChartSeries[];
      formatX(epochSeconds: number): string;
      formatY(value: number): string;
    }
  /** A column per category (a month), the series stacked in it. */
  | {
      kind: 'stacked';
      categories: string[];
      series: ChartSeries[];
      formatY(value: number): string;
    }
  /** A bar across per category (a vehicle): long labels stay readable on a phone. */
  | {
      kind: 'across';
      categories: string[];
      values: number[];
      formatValue(value: number): string;
    };

/** Okabe and Ito's colours, told apart with every kind of colour blindness. */
export const CHART_COLORS = [
  '#0072B2',
  '#E69F00',
  '#009E73',
  '#CC79A7',
  '#56B4E9',
  '#D55E00',
  '#6B7280',
] as const;

export const colorOf = (index: number) => CHART_COLORS[index % CHART_COLORS.length] ?? '#0072B2';

/** The height a chart takes, in CSS pixels: a row per bar across. */
export function chartHeight(spec: ChartSpec): number {
  return spec.kind === 'across' ? Math.max(120, spec.categories.length * 32 + 40) : 240;
}
