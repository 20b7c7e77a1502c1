// My Visits lists the visit in progress first, then the upcoming ones; past visits under
// "Earlier visits" and cancelled ones apart; and the visits asked for, with the poster's answers
// (docs/product/screens.md#my-visits).
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ViewingRequest } from '../../../shared/schemas/viewing-request.ts';
import { useSession } from '../../state/session.ts';
import { fakeApi } from '../../test/fake-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { whatsappUser } from '../../test/users.ts';
import { aViewing } from '../../test/viewings.ts';
import VisitsPage from './visits-page.tsx';

const MINUTE = 60_000;
const at = (minutes: number) => new Date(Date.now() + minutes * MINUTE).toISOString();
const visit = (id: number, name: string, from: number, overrides = {}) =>
  aViewing({ id, other: { name }, starts_at: at(from), ends_at: at(from + 30), ...overrides });

afterEach(() => {
  cleanup();
  useSession.getState().clear();
});

const asked: ViewingRequest = {
  id: 7,
  role: 'poster',
  status: 'asked',
  listing: { id: 41, title: '2BHK Apartment in Kothrud' },
  other: { name: 'Meera Iyer' },
  times: [at(24 * 60), at(48 * 60)],
  proposed: null,
  note: 'Two of us',
  answer_by: at(47 * 60),
  viewing_id: null,
  created_at: at(-60),
};

const show = (viewings: unknown[], requests: unknown[] = []) => {
  const api = fakeApi({
    '/api/listing/getVisitsByUserId': { body: { visits: [] } },
    'GET /api/viewings': { body: { viewings } },
    'GET /api/viewings/requests': { body: { requests } },
    'POST /api/viewings/requests/7/accept': {
      body: {
        request: { ...asked, status: 'booked', viewing_id: 40 },
        viewing: visit(40, 'Meera Iyer', 24 * 60),
      },
    },
  });
  useSession.getState().setUser(whatsappUser);
  renderWithApp(<VisitsPage />, { path: '/visits' });
  return api;
};

const NAMES = ['Now', 'Tomorrow', 'Cancelled', 'Yesterday'];
/** Which visit a card is, by the other side's name. */
const nameOf = (card: HTMLElement) => NAMES.find((name) => card.textContent?.includes(`With ${name}`));

/** The visits under the heading `name`, in order. */
const namesUnder = (name: string) => {
  const heading = screen.getByRole('heading', { name });
  const list = heading.nextElementSibling as HTMLElement;
  return within(list).getAllByRole('article').map(nameOf);
};

describe('My Visits', () => {
  it('lists the visit in progress first, past visits under Earlier, and cancelled ones apart', async () => {
    // As the server orders them: booked and not over (in progress first), then the rest, newest first.
    show([
      visit(1, 'Now', -10),
      visit(2, 'Tomorrow', 24 * 60),
      visit(3, 'Cancelled', 48 * 60, {
        status: 'cancelled',
        cancelled: { by: 'poster', reason: 'Rented out', at: at(-5) },
      }),
      visit(4, 'Yesterday', -24 * 60),
    ]);
    await screen.findByRole('heading', { name: 'Booked visits' });
    const booked = screen.getByRole('heading', { name: 'Booked visits' }).parentElement!;
    const upcoming = within(booked).getAllByRole('list')[0]!;
    expect(within(upcoming).getAllByRole('article').map(nameOf)).toEqual(['Now', 'Tomorrow']);
    expect(namesUnder('Earlier visits')).toEqual(['Yesterday']);
    expect(namesUnder('Cancelled visits')).toEqual(['Cancelled']);
  });

  it('shows a poster the times asked with a button each, and books the one they accept', async () => {
    const { sent } = show([], [asked]);
    const card = await screen.findByRole('article', { name: '2BHK Apartment in Kothrud' });
    expect(within(card).getByText(/Meera Iyer asks to visit at one of these times/)).toBeTruthy();
    const buttons = within(card).getAllByRole('button', { name: /^Accept / });
    expect(buttons).toHaveLength(2);
    await userEvent.click(buttons[1]!);
    await waitFor(() =>
      expect(sent.filter((s) => s.path.startsWith('/api/viewings/requests/'))).toEqual([
        { path: '/api/viewings/requests/7/accept', body: { starts_at: asked.times[1] } },
      ]),
    );
  });
});
