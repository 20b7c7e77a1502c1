import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ModerationItem } from '../../../shared/schemas/trust.ts';
import { applyLanguage } from '../../i18n/i18n.ts';
import { fakeApi } from '../../test/fake-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { QueueReasons } from './queue-reasons.tsx';

afterEach(async () => {
  cleanup();
  await applyLanguage('en');
});

/** A live listing on the queue only because a seeker said its poster did not come to a visit. */
const item = (overrides: Partial<ModerationItem> = {}, noShows = 1): ModerationItem => ({
  listing: {
    id: 41,
    title: '2BHK Apartment in Kothrud',
    city: 'Pune',
    locality: 'Kothrud',
    listed_by: 'Owner',
    status: 'live',
    paused_reason: null,
    created_at: '2026-11-01T06:30:00.000Z',
    last_confirmed_at: '2026-11-20T06:30:00.000Z',
  },
  poster: {
    id: 3,
    full_name: 'Ravi Shetty',
    email: 'ravi@example.in',
    mobile_no: '9820012345',
    user_type: 'owner',
    suspended: false,
    broker_risk: [],
    viewing_no_shows: noShows,
  },
  open_reports: 0,
  latest_report_at: '2026-11-22T06:30:00.000Z',
  reports: [],
  other_listings: [],
  history: [],
  ...overrides,
});

const reasons = () => within(screen.getByRole('list', { name: 'Why it is here' })).getAllByRole('listitem');

describe('why a listing is on the moderation queue', () => {
  it('names a no-show when that is the reason, never "0 open reports"', () => {
    fakeApi({});
    renderWithApp(<QueueReasons item={item()} />);
    expect(reasons().map((r) => r.textContent)).toEqual([
      'Seekers said the poster did not come to 1 visit in the last 30 days',
    ]);
    expect(screen.queryByText(/0 open reports/)).toBeNull();
    expect(screen.getByText(/^Live · last confirmed 20 November 2026 · listed by Owner/)).toBeTruthy();
  });

  it('names a no-show older than 30 days too', () => {
    fakeApi({});
    renderWithApp(<QueueReasons item={item({}, 0)} />);
    expect(reasons().map((r) => r.textContent)).toEqual(['A seeker said the poster did not come to a visit']);
  });

  it('names open reports and no-shows together, and why a listing is paused', () => {
    fakeApi({});
    const paused = item({ open_reports: 3 }, 2);
    paused.listing = { ...paused.listing, status: 'paused', paused_reason: 'reports' };
    renderWithApp(<QueueReasons item={paused} />);
    expect(reasons().map((r) => r.textContent)).toEqual([
      '3 open reports',
      'Seekers said the poster did not come to 2 visits in the last 30 days',
    ]);
    expect(screen.getByText(/^Paused \(by reports\)/)).toBeTruthy();
  });

  it('reads in Hindi', async () => {
    fakeApi({});
    await applyLanguage('hi');
    renderWithApp(<QueueReasons item={item()} />);
    expect(screen.getByRole('list', { name: 'यह यहाँ क्यों है' }).textContent).toBe(
      'ढूँढने वालों ने कहा कि पिछले 30 दिनों में पोस्ट करने वाला 1 विज़िट पर नहीं आया',
    );
  });
});
