// Horizontal bars drawn as SVG on the server and in the browser alike (docs/decisions/0117-rent-pages.md):
// a label, one bar per series and each value written at its bar's end. Screen readers read the
// chart's label, which states every value.

export type BarSeries = {
  name: string;
  className: string;
  values: number[];
  format: (value: number) => string;
};

type Props = { labels: string[]; series: BarSeries[]; label: string; width?: number };

const LABEL_WIDTH = 110;
const BAR = 14;
const GAP = 10;

export function BarListChart({ labels, series, label, width = 380 }: Props) {
  const group = series.length * BAR + GAP;
  const height = labels.length * group + (series.length > 1 ? 22 : 0);
  const room = width - LABEL_WIDTH - 70;
  const maxOf = series.map((s) => Math.max(1, ...s.values));
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${width} ${height}`} className="h-auto w-full">
      {labels.map((text, i) => {
        const top = i * group;
        return (
          <g key={text}>
            <text x={0} y={top + (series.length * BAR) / 2 + 4} className="fill-slate-700 text-[11px]">
              {text}
            </text>
            {series.map((s, j) => {
              const value = s.values[i] ?? 0;
              const long = (value / maxOf[j]!) * room;
              return (
                <g key={s.name}>
                  <rect
                    x={LABEL_WIDTH}
                    y={top + j * BAR}
                    width={Math.max(long, 1)}
                    height={BAR - 3}
                    rx={2}
                    className={s.className}
                  />
                  <text
                    x={LABEL_WIDTH + long + 4}
                    y={top + j * BAR + 10}
                    className="fill-slate-900 text-[10px]"
                  >
                    {s.format(value)}
                  </text>
                </g>
              );
            })}
          </g>
        );
      })}
      {series.length > 1 &&
        series.map((s, j) => (
          <g key={s.name} transform={`translate(${LABEL_WIDTH + j * 110}, ${height - 12})`}>
            <rect width={10} height={10} className={s.className} />
            <text x={14} y={9} className="fill-slate-700 text-[10px]">
              {s.name}
            </text>
          </g>
        ))}
    </svg>
  );
}
