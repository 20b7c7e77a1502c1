// The typical asking rent of each of the last 12 months as a line (docs/decisions/0117-rent-pages.md),
// drawn as SVG on the server; a month without a figure breaks the line. The chart's label states
// every month's figure for screen readers.
import type { CityRents } from '../../../shared/schemas/rents.ts';

type Props = {
  months: CityRents['months'];
  monthLabel: (month: string) => string;
  money: (n: number) => string;
  label: string;
};

const WIDTH = 380;
const HEIGHT = 170;
const LEFT = 8;
const BOTTOM = 24;

export function TrendChart({ months, monthLabel, money, label }: Props) {
  const values = months.map((m) => m.median).filter((v): v is number => v !== null);
  const high = Math.max(1, ...values) * 1.1;
  const low = values.length > 0 ? Math.min(...values) * 0.85 : 0;
  const step = (WIDTH - LEFT * 2) / Math.max(months.length - 1, 1);
  const x = (i: number) => LEFT + i * step;
  const y = (v: number) => 12 + (1 - (v - low) / (high - low || 1)) * (HEIGHT - BOTTOM - 24);
  // One path per run of months with figures.
  const runs: string[] = [];
  let run = '';
  months.forEach((m, i) => {
    if (m.median === null) {
      if (run) runs.push(run);
      run = '';
    } else run += `${run ? 'L' : 'M'}${x(i).toFixed(1)},${y(m.median).toFixed(1)}`;
  });
  if (run) runs.push(run);
  const last = [...months].reverse().find((m) => m.median !== null);
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full">
      <line
        x1={LEFT}
        x2={WIDTH - LEFT}
        y1={HEIGHT - BOTTOM}
        y2={HEIGHT - BOTTOM}
        className="stroke-slate-300"
      />
      {runs.map((d) => (
        <path key={d} d={d} fill="none" strokeWidth={2.5} className="stroke-brand-600" />
      ))}
      {months.map((m, i) =>
        m.median === null ? null : (
          <circle key={m.month} cx={x(i)} cy={y(m.median)} r={3} className="fill-brand-700" />
        ),
      )}
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
      {last && last.median !== null && (
        <text x={WIDTH - LEFT} y={10} textAnchor="end" className="fill-slate-900 text-[11px] font-semibold">
          {money(last.median)}
        </text>
      )}
    </svg>
  );
}
