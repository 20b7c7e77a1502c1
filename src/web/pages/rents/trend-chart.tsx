// The typical asking rent of each of the last 12 months as a line (docs/decisions/0117-rent-pages.md),
// drawn as SVG on the server; a month without a figure breaks the line. A value axis with round
// steps stands at its left, and every point it draws carries its figure, in the axis's unit
// (thousands, or lakhs past ₹1,00,000), so no figure has to be read off the axis
// (docs/decisions/0144-rent-drawings-that-read.md). The chart's label states every month's figure
// in full for screen readers.
import type { CityRents } from '../../../shared/schemas/rents.ts';

type RentUnit = 'thousand' | 'lakh';

type Props = {
  months: CityRents['months'];
  monthLabel: (month: string) => string;
  /** "In ₹ thousands" */
  unitLabel: (unit: RentUnit) => string;
  label: string;
};

const WIDTH = 380;
const HEIGHT = 200;
const LEFT = 34;
const RIGHT = 14;
const TOP = 30;
const BOTTOM = 26;
/** About how wide a figure of the chart's text is, per character, in the drawing's units. */
const CHAR_WIDTH = 5.6;

/** 1, 2 or 5 times a power of ten, at least `rough`. */
const niceStep = (rough: number) => {
  const power = 10 ** Math.floor(Math.log10(Math.max(rough, 1)));
  return [1, 2, 5, 10].map((k) => k * power).find((step) => step >= rough) ?? power * 10;
};

/** Round values from below the lowest figure to above the highest, three or four steps apart. */
const axisTicks = (values: number[]) => {
  const min = Math.min(...values);
  const max = Math.max(...values);
  const step = niceStep(max > min ? (max - min) / 3 : Math.max(max * 0.1, 1));
  const from = Math.floor(min / step) * step;
  const to = Math.max(Math.ceil(max / step) * step, from + step);
  const ticks: number[] = [];
  for (let tick = from; tick <= to + step / 2; tick += step) ticks.push(tick);
  return ticks;
};

/** 28_250 -> "28.3" (thousands), 1_25_000 -> "1.25" (lakhs): short enough to sit over each point. */
const inUnit = (amount: number, unit: RentUnit) => {
  const value = unit === 'lakh' ? amount / 1_00_000 : amount / 1_000;
  const digits = unit === 'lakh' ? 2 : value >= 100 ? 0 : 1;
  return String(Number(value.toFixed(digits)));
};

/** One path per run of months with figures. */
const runsOf = (points: ({ x: number; y: number } | null)[]) => {
  const runs: string[] = [];
  let run = '';
  for (const point of points) {
    if (!point) {
      if (run) runs.push(run);
      run = '';
    } else run += `${run ? 'L' : 'M'}${point.x.toFixed(1)},${point.y.toFixed(1)}`;
  }
  if (run) runs.push(run);
  return runs;
};

export function TrendChart({ months, monthLabel, unitLabel, label }: Props) {
  const values = months.map((m) => m.median).filter((v): v is number => v !== null);
  const ticks = axisTicks(values.length > 0 ? values : [0]);
  const low = ticks[0]!;
  const high = ticks.at(-1)!;
  const unit: RentUnit = high >= 1_00_000 ? 'lakh' : 'thousand';
  const step = (WIDTH - LEFT - RIGHT - 12) / Math.max(months.length - 1, 1);
  const x = (i: number) => LEFT + 6 + i * step;
  const y = (v: number) => TOP + (1 - (v - low) / (high - low || 1)) * (HEIGHT - TOP - BOTTOM);
  const points = months.map((m, i) => (m.median === null ? null : { x: x(i), y: y(m.median) }));
  // Figures wider than the room between two months take turns above and below their points.
  const widest = Math.max(0, ...values.map((v) => inUnit(v, unit).length)) * CHAR_WIDTH;
  const alternate = widest > step * 0.9;
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full">
      <text data-axis-unit x={0} y={10} className="fill-slate-600 text-[10px]">
        {unitLabel(unit)}
      </text>
      <g data-value-axis>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={LEFT} x2={WIDTH - RIGHT} y1={y(tick)} y2={y(tick)} className="stroke-slate-200" />
            <text
              data-tick={tick}
              x={LEFT - 4}
              y={y(tick) + 3}
              textAnchor="end"
              className="fill-slate-600 text-[10px]"
            >
              {inUnit(tick, unit)}
            </text>
          </g>
        ))}
        <line x1={LEFT} x2={LEFT} y1={TOP - 4} y2={HEIGHT - BOTTOM} className="stroke-slate-400" />
      </g>
      {runsOf(points).map((d) => (
        <path key={d} d={d} fill="none" strokeWidth={2.5} className="stroke-brand-600" />
      ))}
      {months.map((m, i) => {
        const point = points[i];
        if (!point || m.median === null) return null;
        const below = alternate && i % 2 === 1;
        return (
          <g key={m.month} data-point={m.month}>
            <circle cx={point.x} cy={point.y} r={3} className="fill-brand-700" />
            <text
              data-point-label
              x={point.x}
              y={below ? point.y + 14 : point.y - 7}
              textAnchor="middle"
              stroke="white"
              strokeWidth={3}
              paintOrder="stroke"
              className="fill-slate-900 text-[10px] font-semibold"
            >
              {inUnit(m.median, unit)}
            </text>
          </g>
        );
      })}
      {months.map((m, i) =>
        i % 2 === months.length % 2 ? null : (
          <text
            key={m.month}
            x={x(i)}
            y={HEIGHT - 8}
            textAnchor="middle"
            className="fill-slate-600 text-[10px]"
          >
            {monthLabel(m.month)}
          </text>
        ),
      )}
    </svg>
  );
}
