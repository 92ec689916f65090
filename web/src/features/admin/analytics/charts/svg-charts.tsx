import { axisTicks, labelEvery, shortened } from './chart-scale';

// The analytics page's charts, drawn as plain SVG: columns (side by side or stacked), rows and lines, each with
// its value grid and a legend. A mark's <title> tells its figure on hover; the tables beside the charts tell all.

export type ChartSeries = { key: string; label: string; colour: string };
export type ChartRow = Record<string, string | number>;
type ChartProps = { width: number; height: number; rows: ChartRow[]; category: string; series: ChartSeries[] };
type Plot = { x: number; y: number; w: number; h: number };

const TICK = { fontSize: 12, fill: '#475569' } as const;
const GRID = { stroke: '#e2e8f0', strokeDasharray: '3 3' } as const;
const AXIS_GAP = 24;

const valueOf = (row: ChartRow, key: string) => Number(row[key] ?? 0);
const nameOf = (row: ChartRow, category: string) => String(row[category]);
const widest = (labels: string[]) => Math.max(1, ...labels.map((label) => label.length));
const markTitle = (series: ChartSeries, row: string, value: number, unit = '') => `${series.label}, ${row}: ${value}${unit}`;

/** The plot area right of its labels: the value axis's, or for rows their names'. */
function plotOf(width: number, height: number, labelWidth: number): Plot {
  return { x: labelWidth, y: 8, w: Math.max(width - labelWidth - 12, 1), h: Math.max(height - 8 - AXIS_GAP, 1) };
}

const valueLabelWidth = (ticks: number[], unit: string) => 12 + 7 * widest(ticks.map((tick) => `${tick}${unit}`));

/** A line at each tick of the value axis, labelled: across the plot with values up the left, or (`across`, for
 * rows) up the plot with values along the bottom. */
function ValueGrid({ plot, ticks, unit = '', across = false }: { plot: Plot; ticks: number[]; unit?: string; across?: boolean }) {
  const top = ticks.at(-1)!;
  return ticks.map((tick) => {
    const label = `${tick}${unit}`;
    if (across) {
      const x = plot.x + (tick / top) * plot.w;
      return (
        <g key={tick}>
          <line x1={x} x2={x} y1={plot.y} y2={plot.y + plot.h} {...GRID} />
          <text x={x} y={plot.y + plot.h + 17} textAnchor="middle" {...TICK}>
            {label}
          </text>
        </g>
      );
    }
    const y = plot.y + plot.h - (tick / top) * plot.h;
    return (
      <g key={tick}>
        <line x1={plot.x} x2={plot.x + plot.w} y1={y} y2={y} {...GRID} />
        <text x={plot.x - 6} y={y} dy="0.32em" textAnchor="end" {...TICK}>
          {label}
        </text>
      </g>
    );
  });
}

/** Categories along the bottom, each label under its band; as many as fit side by side. */
function CategoryAxis({ plot, labels }: { plot: Plot; labels: string[] }) {
  const band = plot.w / Math.max(labels.length, 1);
  const every = labelEvery(band, widest(labels));
  return labels.map((label, i) =>
    i % every === 0 ? (
      <text key={label} x={plot.x + (i + 0.5) * band} y={plot.y + plot.h + 17} textAnchor="middle" {...TICK}>
        {label}
      </text>
    ) : null,
  );
}

/** Columns per category: side by side, or stacked in the series' order. */
export function ColumnChart({ width, height, rows, category, series, stacked = false }: ChartProps & { stacked?: boolean }) {
  const totals = rows.map((row) => series.map((one) => valueOf(row, one.key)));
  const ticks = axisTicks(Math.max(0, ...totals.map((values) => (stacked ? values.reduce((a, b) => a + b, 0) : Math.max(...values)))));
  const plot = plotOf(width, height, valueLabelWidth(ticks, ''));
  const scale = plot.h / ticks.at(-1)!;
  const band = plot.w / Math.max(rows.length, 1);
  const barWidth = stacked ? band * 0.6 : (band * 0.8) / Math.max(series.length, 1);
  return (
    <svg width={width} height={height} className="chart">
      <ValueGrid plot={plot} ticks={ticks} />
      {rows.map((row, i) => {
        let base = 0;
        return series.map((one, j) => {
          const value = valueOf(row, one.key);
          const x = plot.x + i * band + (stacked ? band * 0.2 : band * 0.1 + j * barWidth);
          const bottom = plot.y + plot.h - base * scale;
          if (stacked) base += value;
          return (
            <rect
              key={one.key + i}
              x={x}
              y={bottom - value * scale}
              width={Math.max(barWidth - 1, 1)}
              height={value * scale}
              fill={one.colour}
            >
              <title>{markTitle(one, nameOf(row, category), value)}</title>
            </rect>
          );
        });
      })}
      <CategoryAxis plot={plot} labels={rows.map((row) => nameOf(row, category))} />
    </svg>
  );
}

/** One bar per category across the chart, its name on the left (cut to fit). */
export function RowChart({ width, height, rows, category, series }: ChartProps) {
  const ticks = axisTicks(Math.max(0, ...rows.flatMap((row) => series.map((one) => valueOf(row, one.key)))));
  const plot = plotOf(width, height, Math.min(150, width / 3));
  const scale = plot.w / ticks.at(-1)!;
  const band = plot.h / Math.max(rows.length, 1);
  const thickness = (band * 0.7) / Math.max(series.length, 1);
  return (
    <svg width={width} height={height} className="chart">
      <ValueGrid plot={plot} ticks={ticks} across />
      {rows.map((row, i) => (
        <g key={nameOf(row, category)}>
          <text x={plot.x - 6} y={plot.y + (i + 0.5) * band} dy="0.32em" textAnchor="end" {...TICK}>
            {shortened(nameOf(row, category), Math.floor((plot.x - 8) / 8))}
          </text>
          {series.map((one, j) => (
            <rect
              key={one.key}
              x={plot.x}
              y={plot.y + i * band + band * 0.15 + j * thickness}
              width={valueOf(row, one.key) * scale}
              height={thickness}
              fill={one.colour}
            >
              <title>{markTitle(one, nameOf(row, category), valueOf(row, one.key))}</title>
            </rect>
          ))}
        </g>
      ))}
    </svg>
  );
}

/** A line per series through the categories, on a scale that ends at `max` (100 for shares in percent). */
export function LineChart({ width, height, rows, category, series, max, unit = '' }: ChartProps & { max: number; unit?: string }) {
  const ticks = axisTicks(max);
  const plot = plotOf(width, height, valueLabelWidth(ticks, unit));
  const band = plot.w / Math.max(rows.length, 1);
  const at = (i: number, value: number) => [plot.x + (i + 0.5) * band, plot.y + plot.h - (value / ticks.at(-1)!) * plot.h] as const;
  return (
    <svg width={width} height={height} className="chart">
      <ValueGrid plot={plot} ticks={ticks} unit={unit} />
      {series.map((one) => (
        <g key={one.key} stroke={one.colour} fill={one.colour}>
          <polyline fill="none" strokeWidth={2} points={rows.map((row, i) => at(i, valueOf(row, one.key)).join(',')).join(' ')} />
          {rows.map((row, i) => {
            const [x, y] = at(i, valueOf(row, one.key));
            return (
              <circle key={i} cx={x} cy={y} r={3}>
                <title>{markTitle(one, nameOf(row, category), valueOf(row, one.key), unit)}</title>
              </circle>
            );
          })}
        </g>
      ))}
      <CategoryAxis plot={plot} labels={rows.map((row) => nameOf(row, category))} />
    </svg>
  );
}

/** The series' names and colours, in the order they are drawn. */
export function ChartLegend({ series }: { series: ChartSeries[] }) {
  return (
    <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1 px-2 pt-2 text-xs text-slate-700">
      {series.map((one) => (
        <li key={one.key} className="flex items-center gap-1.5">
          <span className="inline-block size-3 rounded-sm" style={{ backgroundColor: one.colour }} aria-hidden />
          {one.label}
        </li>
      ))}
    </ul>
  );
}
