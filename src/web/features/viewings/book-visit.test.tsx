import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useSession } from '../../state/session.ts';
import { fakeApi } from '../../test/fake-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { whatsappUser } from '../../test/users.ts';
import { aSlot, aViewing, onSaturday } from '../../test/viewings.ts';
import { BookVisitButton } from './book-visit-button.tsx';

const listing = { id: 41, user_id: 3, title: '2BHK Apartment in Kothrud' };
const SLOTS = [aSlot('10:00', 0), aSlot('10:30'), aSlot('11:00'), aSlot('11:30')];

afterEach(() => {
  cleanup();
  useSession.getState().clear();
});

const openSheet = async (answers: Parameters<typeof fakeApi>[0]) => {
  const api = fakeApi({ 'GET /api/viewings': { body: { viewings: [] } }, ...answers });
  useSession.getState().setUser(whatsappUser);
  renderWithApp(<BookVisitButton listing={listing} />, { path: '/propertydetail/41' });
  await userEvent.click(screen.getByRole('button', { name: 'Book a visit' }));
  // The sheet's code loads on the first open, slowly in a cold test run.
  await screen.findByRole('dialog', { name: 'Book a visit' }, { timeout: 5000 });
  return api;
};

describe('Book a visit', () => {
  it('offers the free times of a day, books one with a note, and shows the way to the home', async () => {
    const { sent } = await openSheet({
      '/api/viewings/slots': { body: { slots: SLOTS } },
      'POST /api/viewings': { body: { viewing: aViewing() } },
    });
    expect((await screen.findByRole('button', { name: 'Sat 5 Dec' })).getAttribute('aria-pressed')).toBe(
      'true',
    );
    const full = screen.getByRole('radio', { name: '10:00 am Full' }) as HTMLInputElement;
    expect(full.disabled).toBe(true);
    await userEvent.click(screen.getByText('11:00 am'));
    await userEvent.type(screen.getByRole('textbox', { name: /A note for the poster/ }), 'Two of us');
    await userEvent.click(screen.getByRole('button', { name: 'Book this time' }));

    expect(await screen.findByText('Visit booked')).toBeTruthy();
    expect(screen.getByText('Sat 5 Dec, 11:00 am to 11:30 am')).toBeTruthy();
    expect(screen.getByText('Flat 302, Green Park, behind the bus depot')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add to calendar' }).getAttribute('href')).toBe(
      '/api/viewings/31/calendar.ics',
    );
    expect(sent.filter((s) => s.body)).toEqual([
      { path: '/api/viewings', body: { listing_id: 41, starts_at: onSaturday('11:00'), note: 'Two of us' } },
    ]);
  });

  it('says the last place was just taken, and offers the times as they are now', async () => {
    const taken =
      'Someone just took the last place at that time. The next free time is Saturday 5 December 2026, 11:30.';
    const answers = {
      '/api/viewings/slots': { body: { slots: SLOTS } },
      'POST /api/viewings': {
        status: 409,
        body: { message: taken, errors: [{ field: 'starts_at', message: taken }] },
      },
    };
    const { sent } = await openSheet(answers);
    await userEvent.click(await screen.findByText('11:00 am'));
    answers['/api/viewings/slots'].body = { slots: [aSlot('10:00', 0), aSlot('11:00', 0), aSlot('11:30')] };
    await userEvent.click(screen.getByRole('button', { name: 'Book this time' }));

    expect((await screen.findByRole('alert')).textContent).toBe(taken);
    await waitFor(() =>
      expect((screen.getByRole('radio', { name: '11:00 am Full' }) as HTMLInputElement).disabled).toBe(true),
    );
    expect(sent.filter((s) => s.path === '/api/viewings/slots').length).toBeGreaterThanOrEqual(2);
  });

  it('asks for a time before booking', async () => {
    const { sent } = await openSheet({ '/api/viewings/slots': { body: { slots: [aSlot('11:00')] } } });
    await screen.findByText('11:00 am');
    await userEvent.click(screen.getByRole('button', { name: 'Book this time' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please pick a time from the list');
    expect(sent.some((s) => s.body)).toBe(false);
  });

  it('sends to My Visits a seeker who has a visit booked to the home', async () => {
    const tomorrow = Date.now() + 24 * 3_600_000;
    const held = aViewing({
      starts_at: new Date(tomorrow).toISOString(),
      ends_at: new Date(tomorrow + 30 * 60_000).toISOString(),
    });
    await openSheet({
      'GET /api/viewings': { body: { viewings: [held] } },
      '/api/viewings/slots': { body: { slots: SLOTS } },
    });
    expect(await screen.findByText(/You have a visit booked to this home/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See my visits' }).getAttribute('href')).toBe('/visits');
    expect(screen.queryByRole('button', { name: 'Book this time' })).toBeNull();
  });

  it('is not offered on the poster’s own listing', () => {
    fakeApi({});
    useSession.getState().setUser({ ...whatsappUser, id: 3 });
    renderWithApp(<BookVisitButton listing={listing} />);
    expect(screen.queryByRole('button', { name: 'Book a visit' })).toBeNull();
  });
});

describe('Ask for a visit', () => {
  /** The sheet of a home without a free time: the button says "Ask for a visit" once the times are in. */
  const openAsk = async (answers: Parameters<typeof fakeApi>[0]) => {
    const api = fakeApi({ 'GET /api/viewings': { body: { viewings: [] } }, ...answers });
    useSession.getState().setUser(whatsappUser);
    renderWithApp(<BookVisitButton listing={listing} />, { path: '/propertydetail/41' });
    await userEvent.click(await screen.findByRole('button', { name: 'Ask for a visit' }));
    // The sheet's code loads on the first open, slowly in a cold test run.
    await screen.findByRole('dialog', { name: 'Ask for a visit' }, { timeout: 5000 });
    return api;
  };
  /** Picks the `dayIndex`-th day from today and `time` in the choice named `legend`; answers the time sent. */
  const choose = async (legend: string, dayIndex: number, time: string) => {
    const group = within(screen.getByRole('group', { name: legend }));
    const day = group.getByRole('combobox', { name: 'Day' }) as HTMLSelectElement;
    const value = day.options[dayIndex + 1]!.value;
    await userEvent.selectOptions(day, value);
    await userEvent.selectOptions(group.getByRole('combobox', { name: 'Time' }), time);
    return `${value}T${time}:00+05:30`;
  };
  const request = (times: string[]) => ({
    id: 7,
    role: 'seeker',
    status: 'asked',
    listing: { id: 41, title: listing.title },
    other: { name: 'Ravi Shetty' },
    times,
    proposed: null,
    note: 'Two of us',
    answer_by: onSaturday('12:00'),
    viewing_id: null,
    created_at: onSaturday('10:00'),
  });

  it('proposes up to three times with a note where the poster set no hours, and says until when they answer', async () => {
    const answers = {
      '/api/viewings/slots': { body: { slots: [] } },
      'POST /api/viewings/requests': { body: { request: request([]) } },
    };
    const { sent } = await openAsk(answers);
    expect(screen.getByText(/no free visiting time in the next 14 days/)).toBeTruthy();
    const first = await choose('First choice', 1, '10:30');
    const second = await choose('Second choice (optional)', 2, '18:00');
    await userEvent.type(screen.getByRole('textbox', { name: /A note for the poster/ }), 'Two of us');
    answers['POST /api/viewings/requests'].body = { request: request([first, second]) };
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));

    expect(await screen.findByText('Request sent')).toBeTruthy();
    expect(screen.getByText(/The poster has until Sat 5 Dec, 12:00 pm to answer/)).toBeTruthy();
    expect(sent.filter((s) => s.body)).toEqual([
      { path: '/api/viewings/requests', body: { listing_id: 41, times: [first, second], note: 'Two of us' } },
    ]);
  });

  it('is offered too when every time is taken, asks for a day and a time first, and shows the refusal of a time', async () => {
    const refusal = 'Please propose times within the next 14 days';
    const { sent } = await openAsk({
      '/api/viewings/slots': { body: { slots: [aSlot('10:00', 0)] } },
      'POST /api/viewings/requests': {
        status: 400,
        body: { message: refusal, errors: [{ field: 'times', message: refusal }] },
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please pick a day and a time');
    expect(sent.some((s) => s.body)).toBe(false);

    await choose('Third choice (optional)', 0, '20:00');
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(refusal));
  });
});
