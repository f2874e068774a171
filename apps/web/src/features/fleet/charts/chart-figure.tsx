import { Component, type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoadWhenNear } from '../../../lib/load-when-near';
import { type ChartSpec, chartHeight, colorOf } from './spec';

// The chart library comes when the first chart comes near the screen, never with a page's
// first load: the report's table is what the page opens on.
const loadChart = () => import('./uplot-chart');

export interface ChartTable {
  /** The column heads; the first column names each row. */
  columns: string[];
  rows: { key: string; cells: string[] }[];
}

interface ChartFigureProps {
  title: string;
  spec: ChartSpec;
  /** The same figures as text: read by screen readers, shown on "Show as table". */
  table: ChartTable;
  /** The series' names beside their colours, when there is more than one. */
  legend?: string[];
}

/**
 * A chart with its table. The drawing is hidden from screen readers, which read the table
 * instead (kept in the page, visually hidden); anyone may show the table in place of the chart.
 * If the chart's code cannot be loaded (no connection), the table is shown.
 */
export function ChartFigure({ title, spec, table, legend }: ChartFigureProps) {
  const { t } = useTranslation('fleet');
  const id = useId();
  const [asTable, setAsTable] = useState(false);
  const [failed, setFailed] = useState(false);
  const tableShown = asTable || failed;
  return (
    <figure aria-labelledby={`${id}-title`} className="min-w-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <figcaption id={`${id}-title`} className="font-semibold text-sand-900">
          {title}
        </figcaption>
        {!failed && (
          <button
            type="button"
            aria-expanded={asTable}
            aria-controls={`${id}-table`}
            onClick={() => setAsTable((shown) => !shown)}
            className="h-9 rounded-full border border-sand-300 px-3 text-sm font-semibold text-sand-800 hover:bg-sand-100"
          >
            {asTable ? t('charts.showChart') : t('charts.showTable')}
          </button>
        )}
      </div>
      {!tableShown && (
        <div className="mt-3" aria-hidden="true">
          <ChartBoundary onError={() => setFailed(true)}>
            <NearChart spec={spec} onFailed={() => setFailed(true)} />
          </ChartBoundary>
          {legend && legend.length > 1 && (
            <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-sand-700">
              {legend.map((name, i) => (
                <li key={name} className="flex items-center gap-1.5">
                  <svg viewBox="0 0 10 10" className="size-3 shrink-0" aria-hidden="true">
                    <rect width="10" height="10" rx="2" fill={colorOf(i)} />
                  </svg>
                  {name}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <div
        id={`${id}-table`}
        className={
          tableShown ? 'mt-3 overflow-x-auto rounded-2xl border border-sand-200' : 'sr-only'
        }
      >
        {/* Named by the figure's title, so a screen reader's table list says what it holds. */}
        <table aria-labelledby={`${id}-title`} className="w-full text-left text-sm">
          <thead className="bg-sand-50 text-sand-700">
            <tr>
              {table.columns.map((column) => (
                <th key={column} scope="col" className="px-3 py-2 font-semibold">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-sand-100">
            {table.rows.map((row) => (
              <tr key={row.key}>
                {row.cells.map((cell, i) =>
                  i === 0 ? (
                    <th key={table.columns[i]} scope="row" className="px-3 py-2 font-medium">
                      {cell}
                    </th>
                  ) : (
                    <td key={table.columns[i]} className="px-3 py-2 whitespace-nowrap tabular-nums">
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

/** The chart, drawn once its place nears the screen; its room is kept meanwhile. */
function NearChart({ spec, onFailed }: { spec: ChartSpec; onFailed(): void }) {
  const { ref, module, failed } = useLoadWhenNear(loadChart);
  useEffect(() => {
    if (failed) onFailed();
  }, [failed, onFailed]);
  const Chart = module?.default;
  return <div ref={ref}>{Chart ? <Chart spec={spec} /> : <ChartPlaceholder spec={spec} />}</div>;
}

/** The chart's room while its code loads, so nothing below it jumps. */
function ChartPlaceholder({ spec }: { spec: ChartSpec }) {
  const tall = chartHeight(spec) > 200 ? 'h-60' : 'h-32';
  return <div className={`${tall} rounded-2xl bg-sand-100 motion-safe:animate-pulse`} />;
}

/** A chart that cannot load or draw gives way to its table. */
class ChartBoundary extends Component<{ onError(): void; children: ReactNode }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onError();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
