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

const showGauge = (answer: ListingRent, status = 200) => {
  fakeApi({ '/api/rents/listing/7': { status, body: answer } });
  return renderWithApp(<FairRentGauge listingId={7} />);
};

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

  it('reads in Hindi', async () => {
    await chooseLanguage('hi');
    showGauge(koramangala);
    expect(await screen.findByRole('region', { name: 'क्या यह उचित किराया है?' })).toBeTruthy();
    expect(screen.getByText(/₹31,000 से ₹3,000 कम \(24 घर\)/)).toBeTruthy();
  });
});
