import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { type ChartSpec, chartHeight, colorOf } from './spec';

const INK = '#57534e';
const GRID = '#e7e5e4';

/**
 * Categories 0…n−1 on an axis, named by their labels; every `step`-th only, where they would
 * not fit side by side (a year of months on a phone).
 */
function categoryAxis(labels: string[], side?: uPlot.Axis.Side, step = 1): uPlot.Axis {
  return {
    // Left out rather than undefined: uPlot would then not put an x axis at the bottom.
    ...(side === undefined ? {} : { side }),
    stroke: INK,
    grid: { show: false },
    ticks: { show: false },
    splits: () => labels.map((_, i) => i),
    values: (_u, splits) => splits.map((i) => (i % step === 0 ? (labels[i] ?? '') : '')),
  };
}

function valueAxis(format: (value: number) => string, side?: uPlot.Axis.Side): uPlot.Axis {
  return {
    ...(side === undefined ? {} : { side }),
    stroke: INK,
    grid: { stroke: GRID, width: 1 },
    ticks: { stroke: GRID, width: 1 },
    size: 56,
    values: (_u, splits) => splits.map(format),
  };
}

const fromZero: uPlot.Scale.Range = (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1];

/** uPlot's options and data for a spec, `width` wide. */
function build(spec: ChartSpec, width: number): [uPlot.Options, uPlot.AlignedData] {
  const height = chartHeight(spec);
  const font = `12px ${getComputedStyle(document.body).fontFamily || 'sans-serif'}`;
  const base = { width, height, legend: { show: false }, cursor: { drag: { x: false, y: false } } };
  if (spec.kind === 'line') {
    return [
      {
        ...base,
        scales: { x: { time: true }, y: { range: fromZero } },
        axes: [
          { ...valueAxis((v) => spec.formatX(v)), font, size: 36, space: 64 },
          { ...valueAxis(spec.formatY), font },
        ],
        series: [
          {},
          ...spec.series.map((s, i) => ({
            label: s.label,
            stroke: colorOf(i),
            width: 2,
            spanGaps: true,
            points: { show: true, size: 7, fill: colorOf(i) },
          })),
        ],
      },
      [spec.x, ...spec.series.map((s) => s.values)],
    ];
  }
  const categories = spec.categories.map((_, i) => i);
  const range: uPlot.Scale.Range = () => [-0.5, categories.length - 0.5];
  if (spec.kind === 'stacked') {
    // Each column is drawn from its top down: the sum of every series first, then less and less,
    // so the part of each series shows in its own colour.
    const totals = spec.series.map((_, k) =>
      categories.map((i) =>
        spec.series.slice(0, k + 1).reduce((s, x) => s + (x.values[i] ?? 0), 0),
      ),
    );
    const bars = uPlot.paths.bars?.({ size: [0.7, 56] });
    return [
      {
        ...base,
        scales: { x: { time: false, range }, y: { range: fromZero } },
        axes: [
          // About 44 px a month's name needs.
          {
            ...categoryAxis(
              spec.categories,
              undefined,
              Math.ceil((spec.categories.length * 44) / (width - 60)),
            ),
            font,
          },
          { ...valueAxis(spec.formatY), font },
        ],
        series: [
          {},
          ...spec.series
            .map((s, k) => ({
              label: s.label,
              fill: colorOf(k),
              stroke: colorOf(k),
              paths: bars,
              points: { show: false },
            }))
            .reverse(),
        ],
      },
      [categories, ...totals.reverse()],
    ];
  }
  const bars = uPlot.paths.bars?.({ size: [0.7, 24] });
  return [
    {
      ...base,
      // Categories down the side, values along the bottom.
      scales: { x: { time: false, range, ori: 1, dir: -1 }, y: { ori: 0, range: fromZero } },
      axes: [
        { ...categoryAxis(spec.categories, 3), font, size: 96 },
        { ...valueAxis(spec.formatValue, 2), font, size: 32, space: 72 },
      ],
      series: [{}, { fill: colorOf(0), stroke: colorOf(0), paths: bars, points: { show: false } }],
    },
    [categories, spec.values],
  ];
}

/**
 * A chart drawn on a canvas by uPlot, as wide as its box and redrawn at its new width when that
 * changes (a phone turned, a window resized). Screen readers skip it: the figure's table says
 * the same (chart-figure.tsx).
 */
export default function UplotChart({ spec }: { spec: ChartSpec }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const [options, data] = build(spec, Math.max(200, element.clientWidth));
    const plot = new uPlot(options, data, element);
    const observer = new ResizeObserver(([entry]) => {
      const width = Math.floor(entry?.contentRect.width ?? 0);
      if (width >= 200 && width !== plot.width) plot.setSize({ width, height: plot.height });
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [spec]);
  return <div ref={box} aria-hidden="true" className="w-full overflow-hidden" />;
}
