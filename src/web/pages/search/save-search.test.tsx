import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../i18n/i18n.ts';
import { useSession } from '../../state/session.ts';
import { fakeApi } from '../../test/fake-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { whatsappUser } from '../../test/users.ts';
import { SaveSearchButton } from './save-search.tsx';
import type { AppliedSearch } from './search-url.ts';

const applied: AppliedSearch = {
  city: 'Bengaluru',
  search: '1bhk koramangala under 25000',
  filters: { furnishing_status: 'FULLY_FURNISHED' },
  sort: undefined,
};

describe('saving a search', () => {
  beforeEach(() => useSession.getState().setUser(whatsappUser));

  it('sends the search as the page holds it, with the alerts chosen', async () => {
    const { sent } = fakeApi({
      'POST /api/savedSearches': {
        body: {
          message: 'Search saved',
          data: {
            id: 31,
            name: '1bhk koramangala under 25000 in Bengaluru',
            query: { city: 'Bengaluru', search: '1bhk koramangala under 25000', filters: applied.filters },
            alert_channels: ['whatsapp', 'email'],
            alert_frequency: 'daily',
            alert_hour: 18,
            new_count: 0,
            created_at: '2026-11-22T06:30:00.000Z',
            last_seen_at: '2026-11-22T06:30:00.000Z',
          },
        },
      },
    });
    renderWithApp(<SaveSearchButton applied={applied} />, { path: '/search' });
    await userEvent.click(screen.getByRole('button', { name: 'Save search' }));
    expect(((await screen.findByLabelText('Name')) as HTMLInputElement).value).toBe(
      '1bhk koramangala under 25000 in Bengaluru',
    );
    await userEvent.click(screen.getByLabelText('Email'));
    await userEvent.click(screen.getByLabelText('Once a day'));
    await userEvent.selectOptions(screen.getByLabelText('At (India time)'), '18');
    await userEvent.click(screen.getByRole('button', { name: /^Save$/ }));
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]!.body).toEqual({
      name: '1bhk koramangala under 25000 in Bengaluru',
      query: {
        city: 'Bengaluru',
        search: '1bhk koramangala under 25000',
        filters: { furnishing_status: 'FULLY_FURNISHED' },
      },
      alert_channels: ['whatsapp', 'email'],
      alert_frequency: 'daily',
      alert_hour: 18,
    });
  });

  it('asks for a name, and shows an unproven channel under the choices', async () => {
    const { sent } = fakeApi({
      'POST /api/savedSearches': {
        status: 400,
        body: {
          message: 'Verify your mobile number to get alerts on WhatsApp',
          errors: [
            { field: 'alert_channels', message: 'Verify your mobile number to get alerts on WhatsApp' },
          ],
        },
      },
    });
    renderWithApp(<SaveSearchButton applied={applied} />, { path: '/search' });
    await userEvent.click(screen.getByRole('button', { name: 'Save search' }));
    await userEvent.clear(await screen.findByLabelText('Name'));
    await userEvent.click(screen.getByRole('button', { name: /^Save$/ }));
    expect(screen.getByText('Please give the search a name')).toBeDefined();
    expect(sent).toEqual([]);
    await userEvent.type(screen.getByLabelText('Name'), 'Koramangala flats');
    await userEvent.click(screen.getByRole('button', { name: /^Save$/ }));
    await expect
      .poll(() => screen.queryAllByText('Verify your mobile number to get alerts on WhatsApp').length)
      .toBeGreaterThan(0);
  });

  it('sends a visitor to log in, to come back to the search', async () => {
    useSession.getState().setUser(null);
    fakeApi({});
    const { router } = renderWithApp(<SaveSearchButton applied={applied} />, { path: '/search' });
    await userEvent.click(screen.getByRole('button', { name: 'Save search' }));
    await expect.poll(() => router.state.location.pathname).toBe('/whatsappLogin');
  });

  it('reads in Hindi, naming the search the Hindi way', async () => {
    await applyLanguage('hi');
    fakeApi({});
    renderWithApp(<SaveSearchButton applied={{ ...applied, search: '' }} />, { path: '/search' });
    await userEvent.click(screen.getByRole('button', { name: 'खोज सेव करें' }));
    expect(await screen.findByRole('dialog', { name: 'यह खोज सेव करें' })).toBeTruthy();
    expect((screen.getByLabelText('नाम') as HTMLInputElement).value).toBe('Bengaluru में घर');
    expect(screen.getByLabelText('ईमेल')).toBeTruthy();
    await userEvent.click(screen.getByLabelText('दिन में एक बार'));
    const when = screen.getByLabelText('कब (भारतीय समय)') as HTMLSelectElement;
    expect([...when.options].map((option) => option.textContent)).toContain('सुबह 9');
    expect(when.textContent).not.toMatch(/am|pm/);
    expect(screen.getByRole('button', { name: 'सेव करें' })).toBeTruthy();
  });
});
