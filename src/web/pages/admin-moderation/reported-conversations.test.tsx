import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { ReportedConversations } from './reported-conversations.tsx';

afterEach(cleanup);

const queue = {
  reported: [
    {
      id: 7,
      listing: { id: 41, title: '2BHK Apartment in Kothrud' },
      seeker: { id: 3, name: 'Arjun Rao' },
      poster: { id: 4, name: 'Sunita Kulkarni' },
      reports: [
        {
          reporter_name: 'Sunita Kulkarni',
          reason: 'Asks for money first',
          created_at: '2026-11-27T09:35:00.000Z',
        },
      ],
      messages: [
        {
          from: 'seeker',
          text: 'Send ₹5,000 to hold it',
          flagged: true,
          created_at: '2026-11-27T09:30:00.000Z',
        },
        {
          from: 'poster',
          text: 'No, come and see it first',
          flagged: false,
          created_at: '2026-11-27T09:31:00.000Z',
        },
      ],
    },
  ],
  repeated_senders: [
    {
      user_id: 3,
      name: 'Arjun Rao',
      user_type: 'tenant',
      flagged_messages: 4,
      sample: 'I have a client for your flat',
      last_at: '2026-11-27T09:30:00.000Z',
    },
  ],
};

describe('reported conversations on the moderation page', () => {
  it('shows each reported conversation with its reports and every message, and closes its reports', async () => {
    const { sent } = fakeApi({
      'GET /api/admin/conversations': { body: queue },
      'POST /api/admin/conversations/7/resolve': { body: { message: 'Reports closed' } },
    });
    renderWithApp(<ReportedConversations />, { path: '/admin/moderation' });
    const item = await screen.findByRole('article', {
      name: 'About 2BHK Apartment in Kothrud: Arjun Rao and Sunita Kulkarni',
    });
    expect(
      within(item).getByText(/Reported by Sunita Kulkarni on 27 November 2026: Asks for money first/),
    ).toBeTruthy();
    const messages = within(item)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(messages).toContain('Arjun Rao: Send ₹5,000 to hold it(sent to many homes)');
    expect(messages).toContain('Sunita Kulkarni: No, come and see it first');
    fireEvent.click(within(item).getByRole('button', { name: 'Close reports' }));
    await expect.poll(() => sent.map((s) => s.path)).toContain('/api/admin/conversations/7/resolve');
  });

  it('lists who sent one message to many homes, with a way to their account', async () => {
    fakeApi({ 'GET /api/admin/conversations': { body: queue } });
    renderWithApp(<ReportedConversations />, { path: '/admin/moderation' });
    const link = await screen.findByRole('link', { name: 'Arjun Rao' });
    expect(link.getAttribute('href')).toBe('/admin/users?id=3');
    expect(screen.getByText(/4 messages flagged/)).toBeTruthy();
    expect(screen.getByText('“I have a client for your flat”')).toBeTruthy();
  });
});
