// Rent Range (docs/product/search.md#rent-range): two number inputs and a two-thumb slider
// from ₹1,000 to ₹10,00,000 in steps of ₹100; the top of the slider means no limit.
import { useId, useState } from 'react';
import { RENT_SLIDER } from '../../../shared/constants.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { RentRange as Range } from '../../state/filters.ts';

const clamp = (n: number) =>
  Math.min(RENT_SLIDER.max, Math.max(RENT_SLIDER.min, Math.round(n / RENT_SLIDER.step) * RENT_SLIDER.step));

/** Room kept below a focused control, so the popup's sticky Filter bar never covers it. */
const CLEAR_OF_BUTTON_BAR = 'scroll-mb-24';

const thumb =
  `${CLEAR_OF_BUTTON_BAR} pointer-events-none absolute inset-x-0 top-0 h-11 w-full appearance-none bg-transparent ` +
  '[&::-webkit-slider-thumb]:pointer-events-auto [&::-webkit-slider-thumb]:h-6 [&::-webkit-slider-thumb]:w-6 ' +
  '[&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border-2 ' +
  '[&::-webkit-slider-thumb]:border-white [&::-webkit-slider-thumb]:bg-brand-700 [&::-webkit-slider-thumb]:shadow ' +
  '[&::-moz-range-thumb]:pointer-events-auto [&::-moz-range-thumb]:h-6 [&::-moz-range-thumb]:w-6 ' +
  '[&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-2 [&::-moz-range-thumb]:border-white ' +
  '[&::-moz-range-thumb]:bg-brand-700 focus-visible:outline-none [&:focus-visible::-webkit-slider-thumb]:outline-2 ' +
  '[&:focus-visible::-webkit-slider-thumb]:outline-offset-2 [&:focus-visible::-webkit-slider-thumb]:outline-brand-900';

/** A number box that may hold anything while typed and settles on a valid amount when left. */
function AmountInput(props: { label: string; value: number; onCommit: (n: number) => void }) {
  const { label, value, onCommit } = props;
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    const n = Number(draft);
    setDraft(null);
    if (draft.trim() !== '' && Number.isFinite(n)) onCommit(clamp(n));
  };
  return (
    <div className="flex flex-1 flex-col gap-1">
      <label htmlFor={id} className="text-sm text-slate-700">
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={RENT_SLIDER.min}
        max={RENT_SLIDER.max}
        step={RENT_SLIDER.step}
        value={draft ?? String(value)}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            commit();
          }
        }}
        className={`${CLEAR_OF_BUTTON_BAR} min-h-11 w-full rounded-lg border border-slate-300 px-3 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-700`}
      />
    </div>
  );
}

export function RentRange(props: { value: Range; onChange: (range: Range) => void }) {
  const [min, max] = props.value;
  const { t } = useTranslation();
  const { rupees } = useFormat();
  const setMin = (n: number) => props.onChange([Math.min(n, max), max]);
  const setMax = (n: number) => props.onChange([min, Math.max(n, min)]);
  const share = (n: number) => ((n - RENT_SLIDER.min) / (RENT_SLIDER.max - RENT_SLIDER.min)) * 100;
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-slate-900">{t('filters.rentRange')}</legend>
      <p className="mb-2 text-sm text-slate-700" aria-live="polite">
        {t(max >= RENT_SLIDER.max ? 'filters.rentAndAbove' : 'filters.rentBetween', {
          min: rupees(min),
          max: rupees(max),
        })}
      </p>
      <div className="flex gap-3">
        <AmountInput label={t('filters.minRent')} value={min} onCommit={setMin} />
        <AmountInput label={t('filters.maxRent')} value={max} onCommit={setMax} />
      </div>
      <div className="relative mt-2 h-11">
        <div className="absolute inset-x-0 top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-slate-200" />
        <div
          className="absolute top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-brand-700"
          style={{ left: `${share(min)}%`, right: `${100 - share(max)}%` }}
        />
        <input
          type="range"
          aria-label={t('filters.minRentSlider')}
          aria-valuetext={rupees(min)}
          min={RENT_SLIDER.min}
          max={RENT_SLIDER.max}
          step={RENT_SLIDER.step}
          value={min}
          onChange={(e) => setMin(Number(e.target.value))}
          className={thumb}
        />
        <input
          type="range"
          aria-label={t('filters.maxRentSlider')}
          aria-valuetext={max >= RENT_SLIDER.max ? t('filters.noUpperLimit') : rupees(max)}
          min={RENT_SLIDER.min}
          max={RENT_SLIDER.max}
          step={RENT_SLIDER.step}
          value={max}
          onChange={(e) => setMax(Number(e.target.value))}
          className={thumb}
        />
      </div>
    </fieldset>
  );
}
