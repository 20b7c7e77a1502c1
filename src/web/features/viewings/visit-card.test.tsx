import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useSession } from '../../state/session.ts';
import { fakeApi } from '../../test/fake-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { whatsappUser } from '../../test/users.ts';
import { aSlot, aViewing, onSaturday } from '../../test/viewings.ts';
import { VisitCard } from './visit-card.tsx';

afterEach(() => {
  cleanup();
  useSession.getState().clear();
});

const BEFORE = Date.parse(onSaturday('09:00'));
const AFTER = Date.parse(onSaturday('11:40'));

describe('a booked visit', () => {
  it('before its time: the calendar file, Move and Cancel with a reason the other side is told', async () => {
    const viewing = aViewing();
    const { sent } = fakeApi({
      '/api/viewings/31/cancel': {
        body: { viewing: { ...viewing, status: 'cancelled', directions: null } },
      },
    });
    useSession.getState().setUser(whatsappUser);
    renderWithApp(<VisitCard viewing={viewing} now={BEFORE} />);
    expect(screen.getByText('With Ravi Shetty')).toBeTruthy();
    expect(screen.getByText('Sat 5 Dec, 11:00 am to 11:30 am')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add to calendar' }).getAttribute('href')).toBe(
      '/api/viewings/31/calendar.ics',
    );
    expect(screen.getByRole('button', { name: 'Move' })).toBeTruthy();
    expect(screen.queryByText('Did Ravi Shetty come?')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Cancel visit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this visit' });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel the visit' }));
    expect(dialog.textContent).toContain('Please give a reason');
    expect(sent).toEqual([]);
    await userEvent.type(screen.getByRole('textbox', { name: 'Why are you cancelling?' }), 'Found a flat');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel the visit' }));
    await waitFor(() =>
      expect(sent).toEqual([{ path: '/api/viewings/31/cancel', body: { reason: 'Found a flat' } }]),
    );
  });

  it('moves to another free time with an optional reason', async () => {
    const viewing = aViewing();
    const slots = [aSlot('11:00', 0), aSlot('11:30'), aSlot('12:00')];
    const { sent } = fakeApi({
      '/api/viewings/slots': { body: { slots } },
      '/api/viewings/31/move': {
        body: { viewing: { ...viewing, starts_at: onSaturday('12:00'), ends_at: onSaturday('12:30') } },
      },
    });
    useSession.getState().setUser(whatsappUser);
    renderWithApp(<VisitCard viewing={viewing} now={BEFORE} />);
    await userEvent.click(screen.getByRole('button', { name: 'Move' }));
    await screen.findByRole('dialog', { name: 'Move this visit' });
    // The visit's own time shows as the seeker's, not as a choice.
    expect((screen.getByRole('radio', { name: '11:00 am Your time' }) as HTMLInputElement).disabled).toBe(
      true,
    );
    await userEvent.click(screen.getByText('12:00 pm'));
    await userEvent.type(screen.getByRole('textbox', { name: /Why are you moving it/ }), 'Office ran late');
    await userEvent.click(screen.getByRole('button', { name: 'Move to this time' }));
    await waitFor(() =>
      expect(sent.filter((s) => s.body)).toEqual([
        {
          path: '/api/viewings/31/move',
          body: { starts_at: onSaturday('12:00'), reason: 'Office ran late' },
        },
      ]),
    );
  });

  it('after its time: the poster says whether the seeker came', async () => {
    const viewing = aViewing({ role: 'poster', other: { name: 'Meera Iyer' }, note: 'Two of us' });
    const { sent } = fakeApi({
      '/api/viewings/31/outcome': { body: { viewing: { ...viewing, seeker_came: true } } },
    });
    useSession.getState().setUser(whatsappUser);
    renderWithApp(<VisitCard viewing={viewing} now={AFTER} />);
    expect(screen.getByText('Visitor: Meera Iyer')).toBeTruthy();
    expect(screen.getByText('Two of us')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel visit' })).toBeNull();
    expect(screen.getByRole('group', { name: 'Did Meera Iyer come?' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, came' }));
    await waitFor(() =>
      expect(sent).toEqual([{ path: '/api/viewings/31/outcome', body: { outcome: 'came' } }]),
    );
  });

  it('cancelled: who cancelled it and why, and nothing more to do', () => {
    fakeApi({});
    useSession.getState().setUser(whatsappUser);
    const viewing = aViewing({
      status: 'cancelled',
      directions: null,
      cancelled: { by: 'poster', reason: 'The flat is rented', at: '2026-12-01T10:00:00.000Z' },
    });
    renderWithApp(<VisitCard viewing={viewing} now={BEFORE} />);
    expect(screen.getByText('Ravi Shetty cancelled this visit: The flat is rented')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Move' })).toBeNull();
    expect(screen.queryByRole('group', { name: /come\?/ })).toBeNull();
  });
});
