import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CITY_NAMES } from '../../../shared/cities.ts';
import type { CitiesRents } from '../../../shared/schemas/rents.ts';
import { chooseLanguage } from '../../i18n/use-language.ts';
import { fakeApi } from '../../test/fake-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import CitiesRentsPage from './cities-page.tsx';

const spread = (median: number, homes: number) => ({
  homes,
  median,
  p25: median - 5_000,
  p75: median + 5_000,
});

const answer: CitiesRents = {
  cities: CITY_NAMES.map((city, i) =>
    city === 'Kota'
      ? { city, homes: 3, median: null, p25: null, p75: null, configurations: [] }
      : {
          city,
          ...spread(20_000 + i * 1_000, 30 + i),
          configurations: [
            { configuration: '_1BHK', ...spread(15_000 + i * 1_000, 10) },
            { configuration: '_2BHK', ...spread(25_000 + i * 1_000, 8) },
          ],
        },
  ),
  computed_at: '2026-12-07T10:13:00.000Z',
};

const showPage = () => {
  fakeApi({ '/api/rents/cities': { body: answer } });
  return renderWithApp(<CitiesRentsPage />, { path: '/rents' });
};

afterEach(async () => {
  cleanup();
  await chooseLanguage('en');
});

describe('the cities side by side', () => {
  it('lists the 12 cities in a table, each with its figures and a link to its own page', async () => {
    showPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Rents in 12 cities' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Rents city by city' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([...CITY_NAMES]);
    const pune = rows.find((row) => row.getAttribute('data-city') === 'Pune')!;
    expect([...pune.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      '₹28,000Middle half: ₹23,000-₹33,000',
      '₹23,000',
      '₹33,000',
      '–',
      '38',
    ]);
    expect(within(pune).getByRole('link', { name: 'Pune' }).getAttribute('href')).toBe('/rents/pune');
    const kota = rows.find((row) => row.getAttribute('data-city') === 'Kota')!;
    expect(within(kota).getByText('Not enough homes yet')).toBeTruthy();
  });

  it('draws the cities with figures as bars, their values in words', async () => {
    showPage();
    const chart = await screen.findByRole('img', { name: /^Typical rent by city:/ });
    expect(chart.getAttribute('aria-label')).toContain('Mumbai ₹20,000, Navi Mumbai ₹21,000');
    expect(chart.getAttribute('aria-label')).not.toContain('Kota');
    expect(within(chart).getByText('₹30,000')).toBeTruthy();
  });

  it('reads in Hindi', async () => {
    await chooseLanguage('hi');
    showPage();
    expect(await screen.findByRole('table', { name: 'शहर-दर-शहर किराए' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: '12 शहरों में किराए' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'पुणे' }).getAttribute('href')).toBe('/rents/pune');
  });
});
