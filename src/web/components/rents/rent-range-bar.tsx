// A small range bar (docs/decisions/0117-rent-pages.md): the middle half of rents (25th to 75th
// percentile) as a band, the typical rent as a tick and one rent as a mark. Drawn for the eye
// only; the sentence beside it says the same in words, so the bar is hidden from screen readers.

type Props = { p25: number; p75: number; median: number; mark: number; className?: string };

const WIDTH = 300;
const HEIGHT = 28;

export function RentRangeBar({ p25, p75, median, mark, className }: Props) {
  // The band sits in the middle third; a rent far outside it is drawn at the edge.
  const span = Math.max(p75 - p25, 1);
  const low = Math.min(p25 - span, mark);
  const high = Math.max(p75 + span, mark);
  const x = (value: number) => 8 + ((value - low) / (high - low)) * (WIDTH - 16);
  return (
    <svg
      aria-hidden="true"
      data-rent-bar
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className={className ?? 'h-7 w-full'}
      preserveAspectRatio="none"
    >
      <rect x={8} y={11} width={WIDTH - 16} height={6} rx={3} className="fill-slate-200" />
      <rect
        x={x(p25)}
        y={8}
        width={x(p75) - x(p25)}
        height={12}
        rx={4}
        className="fill-brand-100 stroke-brand-600"
      />
      <rect x={x(median) - 1} y={6} width={2} height={16} className="fill-brand-700" />
      <circle cx={x(mark)} cy={14} r={7} className="fill-slate-900 stroke-white" strokeWidth={2} />
    </svg>
  );
}
