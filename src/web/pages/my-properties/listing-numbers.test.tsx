import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ListingStats, StatsDay } from '../../../shared/schemas/listing-stats.ts';
import { chooseLanguage } from '../../i18n/use-language.ts';
import { fakeApi } from '../../test/fake-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import ListingNumbers from './listing-numbers.tsx';

const days: StatsDay[] = Array.from({ length: 30 }, (_, i) => ({
  day: new Date(Date.UTC(2026, 9, 24 + i)).toISOString().slice(0, 10),
  impressions: i,
  views: i === 29 ? 3 : 1,
  saves: 0,
  contacts: i === 28 ? 2 : 0,
  conversations: 0,
  viewings: 0,
}));

const stats = (overrides: Partial<ListingStats> = {}): ListingStats => ({
  listing_id: 7,
  title: '1BHK Apartment in Koramangala',
  status: 'live',
  days,
  totals: { impressions: 435, views: 32, saves: 0, contacts: 2, conversations: 0, viewings: 0 },
  suggestions: [],
  ...overrides,
});

const showNumbers = (answer: ListingStats | { message: string }, status = 200) => {
  const { sent } = fakeApi({
    '/api/listings/7/stats': { status, body: answer },
    '/api/listing/getListingByUserId': { body: { usersListing: [] } },
  });
  renderWithApp(<ListingNumbers id={7} />, { path: '/myproperties/7' });
  return sent;
};

afterEach(async () => {
  cleanup();
  await chooseLanguage('en');
});

describe("a listing's numbers", () => {
  it('gives each measure its 30-day total and today, in words as well as bars', async () => {
    showNumbers(stats());
    expect(await screen.findByRole('listitem', { name: 'Page views: 32 in 30 days, 3 today' })).toBeTruthy();
    expect(
      screen.getByRole('listitem', { name: 'Shown in search results: 435 in 30 days, 29 today' }),
    ).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Contacts opened: 2 in 30 days, 0 today' })).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Visits booked: 0 in 30 days, 0 today' })).toBeTruthy();
    expect(screen.getByText('1BHK Apartment in Koramangala')).toBeTruthy();
    const bars = document.querySelector('svg[data-day-bars="views"]');
    expect(bars?.getAttribute('aria-hidden')).toBe('true');
    expect(bars?.querySelectorAll('rect')).toHaveLength(30);
  });

  it('says each suggestion with the figure the server computed, and without one when it gave none', async () => {
    showNumbers(
      stats({
        suggestions: [
          { kind: 'rent_above', percent: 18, median: 31_000, contacts_ratio: 3 },
          { kind: 'add_photos', views_ratio: null },
          { kind: 'set_hours' },
        ],
      }),
    );
    expect(
      await screen.findByText(
        'Your rent is 18% above the typical rent here (₹31,000): homes at the typical rent get 3 times the contacts.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Add photos, so tenants can see the home before they ask.')).toBeTruthy();
    expect(screen.getByText('Set visiting hours, so tenants can book a visit here.')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Edit listing' })[0]?.getAttribute('href')).toBe(
      '/addlisting?edit=7',
    );
    expect(screen.getByRole('button', { name: 'Visiting hours' })).toBeTruthy();
  });

  it('says so when there is nothing to suggest', async () => {
    showNumbers(stats());
    expect(
      await screen.findByText('Nothing to suggest: your listing has what tenants look for.'),
    ).toBeTruthy();
  });

  it('sends someone else back to My Properties, and offers a retry when the load failed', async () => {
    showNumbers({ message: 'You can only see your own listings' }, 403);
    expect(await screen.findByText('This listing is not there any more.')).toBeTruthy();
    cleanup();
    showNumbers({ message: 'Something went wrong' }, 500);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('reads in Hindi', async () => {
    await chooseLanguage('hi');
    showNumbers(stats());
    expect(await screen.findByRole('listitem', { name: 'पेज देखे गए: 30 दिन में 32, आज 3' })).toBeTruthy();
  });
});
