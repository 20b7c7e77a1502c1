// The gauge's drawing (docs/decisions/0144-rent-drawings-that-read.md): a track whose two ends are
// labelled with the rents they stand for, the typical band (25th to 75th percentile) on it with
// its two figures written under the band itself, the typical rent as a tick and this home as a
// dot. The sentence beside it says the same in words, so the drawing is hidden from screen readers.
// Positions are percentages of the track, so the dot stays round at any width and each label
// sits exactly under what it names.

type Props = {
  p25: number;
  p75: number;
  median: number;
  mark: number;
  /** "₹29,000", "₹2,500 a day" */
  money: (amount: number) => string;
};

/** A step of 1, 2 or 5 times a power of ten, about a quarter of the span: the ends are round rents. */
const roundStep = (span: number) => {
  const rough = Math.max(span / 4, 1);
  const power = 10 ** Math.floor(Math.log10(rough));
  return [1, 2, 5, 10].map((k) => k * power).find((step) => step >= rough) ?? power * 10;
};

/** The track's two ends: the band in its middle third, widened to take a rent far outside it. */
const trackOf = ({ p25, p75, mark }: Pick<Props, 'p25' | 'p75' | 'mark'>) => {
  const span = Math.max(p75 - p25, 1);
  const step = roundStep(span);
  const low = Math.max(0, Math.floor(Math.min(p25 - span, mark) / step) * step);
  const high = Math.ceil(Math.max(p75 + span, mark) / step) * step;
  return { low, high: high > low ? high : low + step };
};

/** Under this share of the track, the band's two figures would touch: they are written as one range. */
const NARROW_BAND = 26;

export function RentRangeBar({ p25, p75, median, mark, money }: Props) {
  const { low, high } = trackOf({ p25, p75, mark });
  // 3% to 97%: the dot at either end stays inside the drawing.
  const at = (value: number) => 3 + ((value - low) / (high - low)) * 94;
  const from = at(p25);
  const to = at(p75);
  const isNarrow = to - from < NARROW_BAND;
  const middle = Math.min(Math.max((from + to) / 2, 18), 82);
  return (
    <div aria-hidden="true" data-rent-gauge-drawing className="mt-2 flex items-start gap-2 text-xs">
      <span data-track-end="low" className="leading-7 whitespace-nowrap text-slate-500">
        {money(low)}
      </span>
      <div className="min-w-0 flex-1">
        <svg data-rent-bar aria-hidden="true" width="100%" height="28" className="block overflow-visible">
          <rect x="0" y="11" width="100%" height="6" rx="3" className="fill-slate-200" />
          <rect
            data-band
            x={`${from}%`}
            y="7"
            width={`${to - from}%`}
            height="14"
            rx="4"
            className="fill-brand-100 stroke-brand-600"
          />
          <line
            x1={`${at(median)}%`}
            x2={`${at(median)}%`}
            y1="4"
            y2="24"
            strokeWidth="2"
            className="stroke-brand-700"
          />
          <circle cx={`${at(mark)}%`} cy="14" r="7" strokeWidth="2" className="fill-slate-900 stroke-white" />
        </svg>
        <p data-band-figures className="relative h-5 font-medium text-brand-800">
          {isNarrow ? (
            <span
              data-band-figure="range"
              className="absolute top-0 -translate-x-1/2 whitespace-nowrap"
              style={{ left: `${middle}%` }}
            >
              {money(p25)}–{money(p75)}
            </span>
          ) : (
            <>
              <span
                data-band-figure="p25"
                className="absolute top-0 -translate-x-1/2 whitespace-nowrap"
                style={{ left: `${from}%` }}
              >
                {money(p25)}
              </span>
              <span
                data-band-figure="p75"
                className="absolute top-0 -translate-x-1/2 whitespace-nowrap"
                style={{ left: `${to}%` }}
              >
                {money(p75)}
              </span>
            </>
          )}
        </p>
      </div>
      <span data-track-end="high" className="leading-7 whitespace-nowrap text-slate-500">
        {money(high)}
      </span>
    </div>
  );
}
