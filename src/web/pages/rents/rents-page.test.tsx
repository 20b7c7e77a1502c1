import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { CityRents } from '../../../shared/schemas/rents.ts';
import { chooseLanguage } from '../../i18n/use-language.ts';
import { fakeApi } from '../../test/fake-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import RentsPage from './rents-page.tsx';

const row = (locality: string | null, configuration: string | null, median: number, homes: number) => ({
  locality,
  property_type: null,
  configuration,
  rent_period: 'month' as const,
  homes,
  median,
  p25: median - 4_000,
  p75: median + 4_000,
});

const bengaluru: CityRents = {
  city: 'Bengaluru',
  locality: null,
  rows: [
    row(null, null, 30_000, 40),
    row(null, '_1BHK', 24_000, 22),
    row(null, '_2BHK', 38_000, 18),
    row('Koramangala', null, 34_000, 14),
    row('Koramangala', '_1BHK', 31_000, 8),
    row('Whitefield', null, 26_000, 9),
  ],
  months: Array.from({ length: 12 }, (_, i) => ({
    month: `${i < 1 ? 2025 : 2026}-${String(((i + 11) % 12) + 1).padStart(2, '0')}`,
    median: i === 3 ? null : 28_000 + i * 200,
    homes: i === 3 ? 0 : 6,
  })),
  demand: {
    days: 30,
    searches_any_budget: 12,
    bands: [
      { band: 'under_10k', searches: 1, saved_searches: 0, homes: 0 },
      { band: '10k_20k', searches: 30, saved_searches: 4, homes: 5 },
      { band: '20k_30k', searches: 50, saved_searches: 6, homes: 20 },
      { band: '30k_50k', searches: 20, saved_searches: 2, homes: 15 },
      { band: '50k_1l', searches: 3, saved_searches: 0, homes: 2 },
      { band: 'over_1l', searches: 0, saved_searches: 0, homes: 0 },
    ],
  },
  computed_at: '2026-11-29T00:00:00.000Z',
};

const showPage = (path: string, answer: { status?: number; body: unknown } = { body: bengaluru }) => {
  const api = fakeApi({ '/api/rents/city': answer });
  renderWithApp(
    <Routes>
      <Route path="/rents/:city" element={<RentsPage />} />
      <Route path="/rents/:city/:locality" element={<RentsPage />} />
    </Routes>,
    { path },
  );
  return api;
};

const firstColumn = () =>
  within(screen.getByRole('table'))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);
const mediansColumn = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((r) => r.querySelectorAll('td')[1]?.textContent);

afterEach(async () => {
  cleanup();
  await chooseLanguage('en');
});

describe('a city rent page', () => {
  it('shows the table as the server ordered it, and sorts it by a column both ways', async () => {
    showPage('/rents/bengaluru');
    expect(screen.getByRole('heading', { level: 1, name: 'Rents in Bengaluru' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading rents' })).toBeTruthy();
    await screen.findByRole('table');
    expect(firstColumn()).toEqual([
      'All of Bengaluru',
      'All of Bengaluru',
      'All of Bengaluru',
      'Koramangala',
      'Koramangala',
      'Whitefield',
    ]);
    const median = screen.getByRole('button', { name: 'Sort by Typical rent' });
    fireEvent.click(median);
    expect(mediansColumn()[0]).toBe('₹38,000₹34,000-₹42,000');
    expect(median.closest('th')?.getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(median);
    expect(mediansColumn()[0]).toBe('₹24,000₹20,000-₹28,000');
    expect(median.closest('th')?.getAttribute('aria-sort')).toBe('ascending');
    const locality = screen.getByRole('button', { name: 'Sort by Locality' });
    fireEvent.click(locality);
    expect(firstColumn().at(-1)).toBe('Whitefield');
    fireEvent.click(locality);
    expect(firstColumn()[0]).toBe('Whitefield');
  });

  it('draws the three charts with their headings and values in words', async () => {
    showPage('/rents/bengaluru');
    const medians = await screen.findByRole('img', { name: /^Typical rent by configuration:/ });
    expect(medians.getAttribute('aria-label')).toBe(
      'Typical rent by configuration: 1BHK ₹24,000, 2BHK ₹38,000',
    );
    expect(within(medians).getByText('₹38,000')).toBeTruthy();
    const trend = screen.getByRole('img', { name: /^Typical asking rent by month:/ });
    expect(trend.getAttribute('aria-label')).toContain('Dec ₹28,000');
    expect(trend.getAttribute('aria-label')).toContain('Mar no figure');
    expect(trend.querySelectorAll('path')).toHaveLength(2);
    const demand = screen.getByRole('img', { name: /^Searches and homes by rent band:/ });
    expect(demand.getAttribute('aria-label')).toContain('₹20k-30k: 56 searches, 20 homes');
    expect(
      screen.getByRole('heading', { name: 'Searches against homes by rent band, last 30 days' }),
    ).toBeTruthy();
  });

  it('gives the trend a value axis in round steps and writes the figure of each point it draws', async () => {
    showPage('/rents/bengaluru');
    const trend = await screen.findByRole('img', { name: /^Typical asking rent by month:/ });
    expect(trend.querySelector('[data-axis-unit]')?.textContent).toBe('In ₹ thousands');
    const ticks = [...trend.querySelectorAll('[data-tick]')];
    const tickValues = ticks.map((tick) => Number(tick.getAttribute('data-tick')));
    // 28,000 to 30,200 in steps of 1,000, from below the lowest figure to above the highest.
    expect(tickValues).toEqual([28_000, 29_000, 30_000, 31_000]);
    expect(ticks.map((tick) => tick.textContent)).toEqual(['28', '29', '30', '31']);
    // Higher values sit higher up the axis.
    const yOf = (element: Element) => Number(element.getAttribute('y'));
    expect(yOf(ticks[0]!)).toBeGreaterThan(yOf(ticks[3]!));
    // Eleven months have a figure: eleven points, each with its figure, in month order.
    const points = [...trend.querySelectorAll('[data-point]')];
    expect(points).toHaveLength(11);
    const labels = points.map((point) => point.querySelector('[data-point-label]')?.textContent);
    expect(labels).toEqual([
      '28',
      '28.2',
      '28.4',
      '28.8',
      '29',
      '29.2',
      '29.4',
      '29.6',
      '29.8',
      '30',
      '30.2',
    ]);
    // Each figure is written right over its own point.
    for (const point of points) {
      const dot = point.querySelector('circle')!;
      const label = point.querySelector('[data-point-label]')!;
      expect(label.getAttribute('x')).toBe(dot.getAttribute('cx'));
    }
  });

  it('draws rents past a lakh in lakhs', async () => {
    const months = bengaluru.months.map((m) => ({ ...m, median: m.median === null ? null : m.median * 5 }));
    showPage('/rents/bengaluru', { body: { ...bengaluru, months } });
    const trend = await screen.findByRole('img', { name: /^Typical asking rent by month:/ });
    expect(trend.querySelector('[data-axis-unit]')?.textContent).toBe('In ₹ lakhs');
    expect(trend.querySelector('[data-point-label]')?.textContent).toBe('1.4');
    expect(trend.getAttribute('aria-label')).toContain('Dec ₹1,40,000');
  });

  it('links each row into the search for its city, locality and configuration', async () => {
    showPage('/rents/bengaluru');
    const link = await screen.findByRole('link', { name: 'See 1BHK homes in Koramangala' });
    expect(link.getAttribute('href')).toBe('/search?city=Bengaluru&configuration=_1BHK&locality=Koramangala');
  });

  it('asks for a locality from its address and names it as the index spells it', async () => {
    const answer = { ...bengaluru, locality: 'HSR Layout', rows: [] };
    const { sent } = showPage('/rents/bengaluru/hsr-layout', { body: answer });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Rents in HSR Layout, Bengaluru' }),
    ).toBeTruthy();
    expect(sent[0]?.path).toBe('/api/rents/city');
    expect(screen.getByText('Not enough homes yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See homes in HSR Layout' })).toBeTruthy();
  });

  it('says when the rents could not be loaded, and lists the cities for an unknown one', async () => {
    showPage('/rents/bengaluru', { status: 500, body: { message: 'something went wrong' } });
    expect(await screen.findByText('We could not load the rents')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    cleanup();
    showPage('/rents/gotham');
    expect(screen.getByRole('heading', { name: 'We do not list homes in this city yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Navi Mumbai' }).getAttribute('href')).toBe('/rents/navi-mumbai');
  });

  it('reads in Hindi', async () => {
    await chooseLanguage('hi');
    showPage('/rents/bengaluru');
    expect(await screen.findByRole('button', { name: 'सामान्य किराया से क्रम में लगाएँ' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'कॉन्फ़िगरेशन के अनुसार सामान्य किराया' })).toBeTruthy();
    // The rent bands are named in Hindi, in the chart and in its words alike.
    const demand = screen.getByRole('img', { name: /^किराया सीमा के अनुसार खोजें और घर:/ });
    expect(within(demand).getByText('₹10 हज़ार से कम')).toBeTruthy();
    expect(within(demand).getByText('₹1 लाख से ज़्यादा')).toBeTruthy();
    expect(demand.getAttribute('aria-label')).toContain('₹20-30 हज़ार: 56 खोजें, 20 घर');
    expect(demand.textContent).not.toMatch(/Under|Over|k-/);
    const trend = screen.getByRole('img', { name: /^महीने के अनुसार सामान्य माँगा गया किराया:/ });
    expect(trend.querySelector('[data-axis-unit]')?.textContent).toBe('₹ हज़ार में');
  });
});
