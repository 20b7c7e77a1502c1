import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { UserDetail } from '../../../shared/schemas/admin-user.ts';
import { applyLanguage } from '../../i18n/i18n.ts';
import { fakeApi } from '../../test/fake-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { UserDetailView } from './user-detail.tsx';

const detail: UserDetail = {
  user: {
    id: 12,
    full_name: 'Ravi Kulkarni',
    email: 'ravi@example.in',
    mobile_no: '9812345670',
    user_type: 'owner',
    is_admin: false,
    suspended: false,
    location: 'Pune',
    created_at: '2026-11-01T00:00:00.000Z',
    suspended_at: null,
    pass_until: null,
    email_verified: true,
    mobile_verified: true,
    second_factor_enrolled: false,
  },
  listings: [
    {
      id: 41,
      title: '2BHK Apartment in Kothrud',
      city: 'Pune',
      locality: 'Kothrud',
      status: 'live',
      paused_reason: null,
      created_at: '2026-11-02T00:00:00.000Z',
      removed_at: null,
    },
  ],
  reports_made: [],
  reports_against: [],
  payments: [],
  sessions: [],
  history: [
    {
      kind: 'account',
      action: 'restored',
      listing_id: null,
      listing_title: null,
      actor_name: 'Kavya Menon',
      note: 'Proved ownership',
      created_at: '2026-11-03T00:00:00.000Z',
    },
  ],
};

describe('one account on the users page', () => {
  it('shows each section with its count, and the history with who and why', () => {
    fakeApi({});
    renderWithApp(<UserDetailView detail={detail} viewerId={1} />);
    expect(screen.getByRole('heading', { name: 'Listings (1)' })).toBeDefined();
    expect(screen.getByRole('heading', { name: 'Payments (0)' })).toBeDefined();
    const history = screen.getByRole('region', { name: 'History (1)' });
    expect(within(history).getByText(/by Kavya Menon — Proved ownership/)).toBeDefined();
  });

  it('writes its times as the day, the Indian way, and the time in India, whatever the device says', () => {
    fakeApi({});
    renderWithApp(<UserDetailView detail={detail} viewerId={1} />);
    const history = screen.getByRole('region', { name: 'History (1)' });
    // 00:00 UTC is 5:30 am in India.
    expect(within(history).getByText(/^3 November 2026, 5:30 am:/)).toBeDefined();
  });

  it('a suspension asks why before it is sent, then sends the note', async () => {
    const { sent } = fakeApi({
      '/api/admin/users/12/suspend': { body: { message: 'User suspended; their live listings are paused' } },
    });
    renderWithApp(<UserDetailView detail={detail} viewerId={1} />);
    await userEvent.click(screen.getByRole('button', { name: 'Suspend' }));
    const dialog = screen.getByRole('dialog', { name: 'Suspend: Ravi Kulkarni?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog).findByText('Write why this user is suspended')).toBeDefined();
    expect(sent).toEqual([]);
    await userEvent.type(
      within(dialog).getByLabelText('Why (kept in the history)'),
      'Asked for a token amount',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(sent).toEqual([
      { path: '/api/admin/users/12/suspend', body: { note: 'Asked for a token amount' } },
    ]);
  });

  it('reads in Hindi, its confirm dialog too', async () => {
    fakeApi({});
    await applyLanguage('hi');
    renderWithApp(<UserDetailView detail={detail} viewerId={1} />);
    expect(screen.getByRole('heading', { name: 'लिस्टिंग (1)' })).toBeDefined();
    expect(screen.getByText('1 नवंबर 2026 को जुड़े')).toBeDefined();
    const history = screen.getByRole('region', { name: 'इतिहास (1)' });
    expect(within(history).getByText(/बहाल/)).toBeDefined();
    expect(within(history).getByText(/Kavya Menon द्वारा — Proved ownership/)).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'निलंबित करें' }));
    const dialog = screen.getByRole('dialog', { name: 'निलंबित करें: Ravi Kulkarni?' });
    expect(within(dialog).getByLabelText('क्यों (इतिहास में दर्ज रहेगा)')).toBeDefined();
    expect(within(dialog).getByRole('button', { name: 'बंद करें' })).toBeDefined();
    expect(within(dialog).getByRole('button', { name: 'रद्द करें' })).toBeDefined();
  });
});
