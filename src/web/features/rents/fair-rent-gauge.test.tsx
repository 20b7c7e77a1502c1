import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ListingRent } from '../../../shared/schemas/rents.ts';
import { chooseLanguage } from '../../i18n/use-language.ts';
import { fakeApi } from '../../test/fake-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import FairRentGauge from './fair-rent-gauge.tsx';

const koramangala: ListingRent = {
  listing_id: 7,
  rent: 28_000,
  rent_period: 'month',
  property_type: 'APARTMENT',
  configuration: '_1BHK',
  city: 'Bengaluru',
  locality: 'Koramangala',
  homes: 24,
  median: 31_000,
  p25: 29_000,
  p75: 34_000,
  difference: -3_000,
  verdict: 'below',
};

const showGauge = (answer: ListingRent, status = 200, locality = 'Koramangala') => {
  fakeApi({ '/api/rents/listing/7': { status, body: answer } });
  return renderWithApp(<FairRentGauge listingId={7} locality={locality} />);
};

/** Where a part of the drawing sits along the track, in percent. */
const leftOf = (element: Element | null) => Number.parseFloat((element as HTMLElement).style.left);
const textsOf = (container: HTMLElement, selector: string) =>
  [...container.querySelectorAll(selector)].map((element) => element.textContent);

afterEach(async () => {
  cleanup();
  await chooseLanguage('en');
});

describe('the fair-rent gauge', () => {
  it('says how far below the typical rent a home is, in its locality, with the homes behind it', async () => {
    const { container } = showGauge(koramangala);
    expect(
      await screen.findByText('₹3,000 below the typical ₹31,000 for a 1BHK in Koramangala (24 homes)'),
    ).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Is this a fair rent?' })).toBeTruthy();
    // The bar is for the eye; the sentence is its text.
    expect(container.querySelector('svg[data-rent-bar]')?.getAttribute('aria-hidden')).toBe('true');
  });

  it("writes the band's figures under the band and labels the track's ends with the rents they stand for", async () => {
    const { container } = showGauge(koramangala);
    await screen.findByText(/below the typical/);
    const drawing = container.querySelector('[data-rent-gauge-drawing]')!;
    // Left to right: the low end, the track with the band's figures under it, the high end.
    expect(textsOf(container, '[data-track-end], [data-band-figure]')).toEqual([
      '₹24,000',
      '₹29,000',
      '₹34,000',
      '₹40,000',
    ]);
    expect(drawing.firstElementChild?.getAttribute('data-track-end')).toBe('low');
    expect(drawing.lastElementChild?.getAttribute('data-track-end')).toBe('high');
    // Each of the band's figures sits under its edge of the band, not at the ends of the track.
    const band = container.querySelector('[data-band]')!;
    const from = Number.parseFloat(band.getAttribute('x')!);
    const to = from + Number.parseFloat(band.getAttribute('width')!);
    expect(leftOf(container.querySelector('[data-band-figure="p25"]'))).toBeCloseTo(from);
    expect(leftOf(container.querySelector('[data-band-figure="p75"]'))).toBeCloseTo(to);
    expect(from).toBeGreaterThan(20);
    expect(to).toBeLessThan(80);
    // This home's ₹28,000 sits left of the band, between the low end and ₹29,000.
    const dot = Number.parseFloat(container.querySelector('circle')!.getAttribute('cx')!);
    expect(dot).toBeLessThan(from);
    expect(dot).toBeGreaterThan(3);
    expect(screen.getByText('Middle half of rents')).toBeTruthy();
    expect(screen.getByText('This home')).toBeTruthy();
  });

  it('writes a narrow band as one range under its middle, and widens the track for a rent far outside', async () => {
    const { container } = showGauge({ ...koramangala, rent: 90_000, difference: 59_000, verdict: 'above' });
    await screen.findByText(/above the typical/);
    expect(textsOf(container, '[data-track-end], [data-band-figure]')).toEqual([
      '₹24,000',
      '₹29,000–₹34,000',
      '₹90,000',
    ]);
    const band = container.querySelector('[data-band]')!;
    const middle =
      Number.parseFloat(band.getAttribute('x')!) + Number.parseFloat(band.getAttribute('width')!) / 2;
    expect(leftOf(container.querySelector('[data-band-figure="range"]'))).toBeCloseTo(Math.max(middle, 18));
    expect(container.querySelector('circle')!.getAttribute('cx')).toBe('97%');
  });

  it('says above, and about the typical within the middle half', async () => {
    showGauge({ ...koramangala, rent: 40_000, difference: 9_000, verdict: 'above' });
    expect(
      await screen.findByText('₹9,000 above the typical ₹31,000 for a 1BHK in Koramangala (24 homes)'),
    ).toBeTruthy();
    cleanup();
    showGauge({ ...koramangala, rent: 32_000, difference: 1_000, verdict: 'typical' });
    expect(
      await screen.findByText('About the typical ₹31,000 for a 1BHK in Koramangala (24 homes)'),
    ).toBeTruthy();
  });

  it('names the city when the locality had too few homes, and a weekend home per day', async () => {
    showGauge({
      ...koramangala,
      property_type: 'WEEKEND_HOME',
      configuration: '_2BHK',
      rent_period: 'day',
      rent: 5_000,
      locality: null,
      homes: 9,
      median: 6_000,
      p25: 5_500,
      p75: 7_000,
      difference: -1_000,
    });
    expect(
      await screen.findByText(
        '₹1,000 a day below the typical ₹6,000 a day for a 2BHK in Bengaluru (9 homes)',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText('Compared with all of Bengaluru: few homes like this in Koramangala'),
    ).toBeTruthy();
    expect(screen.getByText('₹5,500 a day')).toBeTruthy();
  });

  it('does not say it compares with the city when the locality had enough homes', async () => {
    showGauge(koramangala);
    await screen.findByText(/below the typical/);
    expect(screen.queryByText(/Compared with all of/)).toBeNull();
  });

  it('says there are not enough homes yet when the figures are null', async () => {
    const { container } = showGauge({
      ...koramangala,
      locality: null,
      homes: 3,
      median: null,
      p25: null,
      p75: null,
      difference: null,
      verdict: null,
    });
    expect(
      await screen.findByText('Not enough homes like this one yet to say what a typical rent is.'),
    ).toBeTruthy();
    expect(container.querySelector('svg')).toBeNull();
  });

  it('says the figures are being computed while the index has not been made yet', async () => {
    const { container } = showGauge({
      ...koramangala,
      locality: null,
      homes: 0,
      median: null,
      p25: null,
      p75: null,
      difference: null,
      verdict: null,
      computing: true,
    });
    expect(
      await screen.findByText('Rent figures are being computed. Look again in a few minutes.'),
    ).toBeTruthy();
    expect(screen.queryByText(/Not enough homes/)).toBeNull();
    expect(container.querySelector('svg')).toBeNull();
  });

  it('reads in Hindi', async () => {
    await chooseLanguage('hi');
    showGauge(koramangala);
    expect(await screen.findByRole('region', { name: 'क्या यह उचित किराया है?' })).toBeTruthy();
    expect(screen.getByText(/₹31,000 से ₹3,000 कम \(24 घर\)/)).toBeTruthy();
    expect(screen.getByText('बीच के आधे किराए')).toBeTruthy();
    cleanup();
    showGauge({ ...koramangala, locality: null, homes: 40 });
    expect(await screen.findByText(/^पूरे बेंगलुरु से तुलना: कोरमंगला में इस जैसे घर कम हैं$/)).toBeTruthy();
  });
});
