import { cleanup, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import type { RentFigures } from '../../../shared/schemas/rents.ts';
import { fakeApi } from '../../test/fake-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import type { ListingFormInput } from './form-values.ts';
import { RentBandHint } from './rent-band-hint.tsx';

const figures = (over: Partial<RentFigures>): RentFigures => ({
  city: 'Bengaluru',
  locality: 'Koramangala',
  property_type: 'APARTMENT',
  configuration: '_1BHK',
  rent_period: 'month',
  homes: 12,
  median: 30_000,
  p25: 26_000,
  p75: 34_000,
  months: [],
  demand: { days: 30, searches_any_budget: 0, bands: [] },
  computed_at: '2026-11-29T00:00:00.000Z',
  ...over,
});

function Form({ values, children }: { values: Partial<ListingFormInput>; children: ReactNode }) {
  const form = useForm<ListingFormInput>({ defaultValues: values });
  return <FormProvider {...form}>{children}</FormProvider>;
}

const showBand = (values: Partial<ListingFormInput>) =>
  renderWithApp(
    <Form values={values}>
      <RentBandHint />
    </Form>,
  );

const chosen = {
  city: 'Bengaluru',
  locality: 'Koramangala',
  property_type: 'APARTMENT',
  configuration: '_1BHK',
} as const;

afterEach(cleanup);

describe('the rent band beside the rent', () => {
  it('says what homes of the chosen configuration rent for in the locality', async () => {
    const { sent } = fakeApi({ '/api/rents': { body: figures({}) } });
    showBand(chosen);
    expect(await screen.findByText('1BHKs in Koramangala rent for ₹26,000-₹34,000')).toBeTruthy();
    expect(sent).toHaveLength(1);
  });

  it('falls back to the city when the locality has too few homes', async () => {
    const thin = figures({ homes: 2, median: null, p25: null, p75: null });
    const city = figures({ locality: null, p25: 22_000, p75: 31_000 });
    fakeApi({ '/api/rents': { body: thin } });
    const fetch = globalThis.fetch as unknown as {
      mockImplementation: (f: (input: string) => Promise<Response>) => void;
    };
    fetch.mockImplementation(async (input: string) => {
      const answer = new URL(input, 'http://localhost').searchParams.has('locality') ? thin : city;
      return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
    });
    showBand(chosen);
    expect(await screen.findByText('1BHKs in Bengaluru rent for ₹22,000-₹31,000')).toBeTruthy();
  });

  it('says nothing and asks nothing before a configuration is chosen, or without enough homes', async () => {
    const { sent } = fakeApi({
      '/api/rents': { body: figures({ locality: null, homes: 1, median: null, p25: null, p75: null }) },
    });
    const { container } = showBand({ ...chosen, configuration: '' });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(sent).toHaveLength(0);
    expect(container.textContent).toBe('');
    cleanup();
    const again = showBand({ ...chosen, locality: '' });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(sent).toHaveLength(1);
    expect(again.container.textContent).toBe('');
  });
});
