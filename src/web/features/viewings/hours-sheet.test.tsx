import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useSession } from '../../state/session.ts';
import { fakeApi } from '../../test/fake-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { whatsappUser } from '../../test/users.ts';
import { someHours } from '../../test/viewings.ts';
import HoursSheet from './hours-sheet.tsx';

afterEach(() => {
  cleanup();
  useSession.getState().clear();
});

const open = async (hours = someHours(), answers: Parameters<typeof fakeApi>[0] = {}) => {
  const api = fakeApi({
    'GET /api/viewings/hours': { body: { hours } },
    'PUT /api/viewings/hours': { body: { hours } },
    ...answers,
  });
  useSession.getState().setUser(whatsappUser);
  renderWithApp(<HoursSheet of={41} title="2BHK Apartment in Kothrud" onClose={() => {}} />);
  await screen.findByRole('button', { name: 'Save visiting hours' });
  return api;
};

const saved = (sent: { path: string; body: unknown }[]) =>
  sent.filter((s) => s.path === '/api/viewings/hours' && s.body);

describe('Visiting hours', () => {
  it('shows windows with the same times as one row of days, and saves them as one window a day', async () => {
    const { sent } = await open(
      someHours({
        hours: [
          { weekday: 6, from: '10:00', to: '13:00' },
          { weekday: 0, from: '10:00', to: '13:00' },
          { weekday: 3, from: '18:00', to: '20:00' },
        ],
        note: 'Behind the bus depot',
      }),
    );
    const first = screen.getByRole('group', { name: 'Time window 1' });
    expect((within(first).getByRole('checkbox', { name: 'Sat' }) as HTMLInputElement).checked).toBe(true);
    expect((within(first).getByRole('checkbox', { name: 'Sun' }) as HTMLInputElement).checked).toBe(true);
    expect((within(first).getByRole('checkbox', { name: 'Wed' }) as HTMLInputElement).checked).toBe(false);
    const second = screen.getByRole('group', { name: 'Time window 2' });
    expect((within(second).getByLabelText('From', { exact: true }) as HTMLInputElement).value).toBe('18:00');

    await userEvent.click(within(second).getByText('Fri'));
    await userEvent.click(screen.getByText('60 minutes'));
    await userEvent.click(screen.getByRole('button', { name: 'Save visiting hours' }));
    await waitFor(() => expect(saved(sent)).toHaveLength(1));
    expect(saved(sent)[0]!.body).toEqual({
      listing_id: 41,
      hours: [
        { weekday: 6, from: '10:00', to: '13:00' },
        { weekday: 0, from: '10:00', to: '13:00' },
        { weekday: 3, from: '18:00', to: '20:00' },
        { weekday: 5, from: '18:00', to: '20:00' },
      ],
      slot_minutes: 60,
      per_slot: 1,
      note: 'Behind the bus depot',
    });
  });

  it('names the row that is wrong and sends nothing', async () => {
    const { sent } = await open();
    // A new home offers Saturday and Sunday mornings to start from.
    const row = screen.getByRole('group', { name: 'Time window 1' });
    await userEvent.click(within(row).getByText('Sat'));
    await userEvent.click(within(row).getByText('Sun'));
    await userEvent.click(screen.getByRole('button', { name: 'Save visiting hours' }));
    expect(within(row).getByRole('alert').textContent).toBe('Please pick at least one day');

    await userEvent.click(within(row).getByText('Mon'));
    const to = within(row).getByLabelText('To', { exact: true });
    await userEvent.clear(to);
    await userEvent.type(to, '10:15');
    await userEvent.click(screen.getByRole('button', { name: 'Save visiting hours' }));
    expect(within(row).getByRole('alert').textContent).toBe(
      'The end must leave room for at least one visit after the start',
    );
    expect(saved(sent)).toEqual([]);
  });

  it('blocks a day and opens it again', async () => {
    const { sent } = await open(someHours({ blocked_days: ['2026-12-12'] }), {
      '/api/viewings/blocked-days': { body: { hours: someHours() } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Remove 12 December 2026' }));
    await waitFor(() =>
      expect(sent.filter((s) => s.path === '/api/viewings/blocked-days').map((s) => s.body)).toEqual([
        { listing_id: 41, date: '2026-12-12', blocked: false },
      ]),
    );
  });
});
