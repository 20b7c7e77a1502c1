// A Hindi reader reads a listing's title in Hindi wherever it is named after the listing's own
// page: the inbox, a conversation, Book a visit and My Visits
// (docs/decisions/0145-hindi-wherever-a-listing-is-named.md).
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { BookVisitButton } from '../features/viewings/book-visit-button.tsx';
import { VisitCard } from '../features/viewings/visit-card.tsx';
import { VisitRequests } from '../features/viewings/visit-requests.tsx';
import ConversationPage from '../pages/messages/conversation-page.tsx';
import MessagesPage from '../pages/messages/messages-page.tsx';
import VisitRequestPage from '../pages/visit-request/visit-request-page.tsx';
import { useSession } from '../state/session.ts';
import { aConversation, aMessage } from '../test/conversations.ts';
import { fakeApi } from '../test/fake-api.ts';
import { renderWithApp } from '../test/render.tsx';
import { whatsappUser } from '../test/users.ts';
import { aSlot, aViewing, onSaturday } from '../test/viewings.ts';
import { chooseLanguage } from './use-language.ts';

const IN_HINDI = 'कोथरूड में 2BHK अपार्टमेंट';

afterEach(() => {
  cleanup();
  useSession.getState().clear();
});

const asHindiReader = async () => {
  await chooseLanguage('hi');
  useSession.getState().setUser(whatsappUser);
};

describe('a listing named to a Hindi reader', () => {
  it('is composed in Hindi in the inbox, also from a kept title once the listing is gone', async () => {
    fakeApi({
      'GET /api/conversations': {
        body: {
          data: [
            aConversation(),
            aConversation({
              id: 13,
              listing: {
                ...aConversation().listing,
                id: null,
                title_words: null,
                title: '1BHK PG/Hostel in Baner',
              },
            }),
            aConversation({
              id: 14,
              listing: { ...aConversation().listing, id: null, title_words: null, title: 'Near the station' },
            }),
          ],
          unread: 0,
        },
      },
    });
    await asHindiReader();
    renderWithApp(<MessagesPage />, { path: '/messages' });
    const [first, gone, other] = await screen.findAllByRole('link', { name: /Ravi Shetty/ });
    expect(within(first!).getByText(`${IN_HINDI} · मालिक`)).toBeTruthy();
    expect(within(gone!).getByText('बाणेर में 1BHK PG/हॉस्टल · मालिक')).toBeTruthy();
    // Words that are no title of ours stay as kept.
    expect(within(other!).getByText('Near the station · मालिक')).toBeTruthy();
    expect(document.body.textContent).not.toContain('Apartment in');
  });

  it('is composed in Hindi in a conversation’s header and its Book a visit sheet', async () => {
    fakeApi({
      'GET /api/conversations/12/messages': {
        body: { conversation: aConversation(), messages: [aMessage()], next_before: null },
      },
      'POST /api/conversations/12/read': { body: { unread: 0 } },
      'GET /api/viewings': { body: { viewings: [] } },
      '/api/viewings/slots': { body: { slots: [aSlot('11:00'), aSlot('16:30')] } },
    });
    await asHindiReader();
    renderWithApp(
      <Routes>
        <Route path="/messages/:conversation_id" element={<ConversationPage />} />
      </Routes>,
      { path: '/messages/12' },
    );
    expect((await screen.findByRole('link', { name: IN_HINDI })).getAttribute('href')).toBe(
      '/propertydetail/41',
    );
    await userEvent.click(screen.getByRole('button', { name: 'विज़िट बुक करें' }));
    const sheet = await screen.findByRole('dialog', { name: 'विज़िट बुक करें' });
    expect(within(sheet).getByText(IN_HINDI)).toBeTruthy();
    expect(await within(sheet).findByText('सुबह 11:00')).toBeTruthy();
    expect(within(sheet).getByText('शाम 4:30')).toBeTruthy();
    expect(sheet.textContent).not.toMatch(/\b(am|pm)\b|Apartment/);
  });

  it('is composed in Hindi on a listing’s Book a visit, from its own values', async () => {
    fakeApi({
      'GET /api/viewings': { body: { viewings: [] } },
      '/api/viewings/slots': { body: { slots: [aSlot('12:00')] } },
    });
    await asHindiReader();
    const listing = {
      id: 41,
      user_id: 3,
      title: '2BHK Apartment in Kothrud',
      configuration: '_2BHK',
      property_type: 'APARTMENT',
      city: 'Pune',
      locality: 'Kothrud',
    } as const;
    renderWithApp(<BookVisitButton listing={listing} />, { path: '/propertydetail/41' });
    await userEvent.click(screen.getByRole('button', { name: 'विज़िट बुक करें' }));
    const sheet = await screen.findByRole('dialog', { name: 'विज़िट बुक करें' });
    expect(within(sheet).getByText(IN_HINDI)).toBeTruthy();
    expect(await within(sheet).findByText('दोपहर 12:00')).toBeTruthy();
  });

  it('is composed in Hindi on My Visits, with the time the Hindi way', async () => {
    await asHindiReader();
    renderWithApp(<VisitCard viewing={aViewing()} now={Date.parse(onSaturday('09:00'))} />);
    const card = screen.getByRole('article');
    expect(within(card).getByRole('link', { name: IN_HINDI })).toBeTruthy();
    expect(within(card).getByText('शनि 5 दिसंबर, सुबह 11:00 से सुबह 11:30')).toBeTruthy();
    expect(card.getAttribute('aria-label')).toBe(`${IN_HINDI}: शनि 5 दिसंबर, सुबह 11:00 से सुबह 11:30`);
  });

  it('is composed in Hindi on an asked visit, from its kept title', async () => {
    fakeApi({
      'GET /api/viewings/requests': {
        body: {
          requests: [
            {
              id: 7,
              role: 'seeker',
              status: 'asked',
              listing: { id: 41, title: '2BHK Apartment in Kothrud' },
              other: { name: 'Ravi Shetty' },
              times: [onSaturday('11:00'), onSaturday('17:30')],
              proposed: null,
              note: '',
              answer_by: onSaturday('09:00'),
              viewing_id: null,
              created_at: '2026-11-28T10:00:00.000Z',
            },
          ],
        },
      },
    });
    await asHindiReader();
    renderWithApp(<VisitRequests />);
    const card = await screen.findByRole('article', { name: IN_HINDI });
    expect(within(card).getByRole('heading', { name: IN_HINDI })).toBeTruthy();
    expect(card.textContent).not.toMatch(/Apartment|\b(am|pm)\b/);
  });

  it('is composed in Hindi on the page a poster answers an asked visit from', async () => {
    const token = `7.1764000000.${'a'.repeat(43)}`;
    fakeApi({
      'GET /api/viewings/request-link': {
        body: {
          listing_title: '2BHK Apartment in Kothrud',
          seeker_name: 'Meera Iyer',
          times: [onSaturday('11:00')],
          note: '',
          status: 'asked',
          answer_by: onSaturday('09:00'),
          booked: null,
        },
      },
    });
    await chooseLanguage('hi');
    renderWithApp(
      <Routes>
        <Route path="/visit-request/:token" element={<VisitRequestPage />} />
      </Routes>,
      { path: `/visit-request/${token}` },
    );
    expect(await screen.findByText(IN_HINDI, { exact: false })).toBeTruthy();
    expect(document.body.textContent).not.toContain('Apartment in');
  });

  it('stays the English title for an English reader', () => {
    renderWithApp(<VisitCard viewing={aViewing()} now={Date.parse(onSaturday('09:00'))} />);
    expect(screen.getByRole('link', { name: '2BHK Apartment in Kothrud' })).toBeTruthy();
    expect(screen.getByText('Sat 5 Dec, 11:00 am to 11:30 am')).toBeTruthy();
  });
});
