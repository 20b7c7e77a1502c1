import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { applyLanguage } from '../../i18n/i18n.ts';
import { fakeApi } from '../../test/fake-api.ts';
import { aListing } from '../../test/listings.ts';
import { renderWithApp } from '../../test/render.tsx';
import { PausedBanner } from './paused-banner.tsx';

const title = '1BHK Apartment in Koramangala';

describe('the banner on a paused listing in My Properties', () => {
  it('says reports paused it and brings it back with "It is still available"', async () => {
    const { sent } = fakeApi({
      '/api/listing/confirmListing': {
        body: {
          message: 'Your listing is live again',
          status: 'live',
          last_confirmed_at: '2026-11-22T06:30:00Z',
        },
      },
    });
    renderWithApp(
      <PausedBanner
        listing={{ ...aListing({ title, status: 'paused' }), paused_reason: 'reports' as const }}
      />,
    );
    expect(screen.getByRole('region', { name: `Paused after reports: ${title}` })).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: `It is still available: ${title}` }));
    await waitFor(() => expect(sent).toEqual([{ path: '/api/listing/confirmListing', body: { id: 7 } }]));
  });

  it('says our team paused it, with no button', () => {
    fakeApi({});
    renderWithApp(
      <PausedBanner
        listing={{ ...aListing({ title, status: 'paused' }), paused_reason: 'admin' as const }}
      />,
    );
    expect(screen.getByText('Paused by our team')).toBeDefined();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('is not shown on a live listing or one paused for not being confirmed', () => {
    fakeApi({});
    renderWithApp(
      <>
        <PausedBanner listing={aListing({ title })} />
        <PausedBanner
          listing={{ ...aListing({ title, status: 'paused' }), paused_reason: 'unconfirmed' as const }}
        />
      </>,
    );
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('reads in Hindi', async () => {
    fakeApi({});
    await applyLanguage('hi');
    renderWithApp(
      <PausedBanner
        listing={{ ...aListing({ title, status: 'paused' }), paused_reason: 'reports' as const }}
      />,
    );
    expect(screen.getByText('शिकायतों के बाद रोकी गई')).toBeDefined();
    expect(screen.getByRole('button', { name: 'यह अभी भी उपलब्ध है: कोरमंगला में 1BHK अपार्टमेंट' })).toBeDefined();
  });
});
