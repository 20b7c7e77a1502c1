import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { DealTerms } from '../../../shared/schemas/deal-card.ts';
import type { Deal } from '../../../shared/schemas/deals.ts';
import type { HandoverReport } from '../../../shared/schemas/handover.ts';
import { fakeApi } from '../../test/fake-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { HandoverSection } from './handover-section.tsx';

const TERMS: DealTerms = {
  rent: 19_000,
  deposit: 40_000,
  maintenance: 0,
  move_in: '2027-01-01',
  term_months: 11,
  lock_in_months: 0,
  notice_months: 1,
  rent_due_day: 5,
  deposit_refund_days: 30,
  house_rules: [],
};

/** Meera, the tenant, reads the move-in report Ravi, the owner, began. */
const DEAL: Deal = {
  id: 7,
  role: 'tenant',
  state: 'signed',
  listing: { id: 41, title: '2BHK Apartment in Kothrud', city: 'Pune', locality: 'Kothrud', status: 'live' },
  conversation_id: 12,
  other: { name: 'Ravi Shetty' },
  terms: TERMS,
  accepted_terms: TERMS,
  waiting_for: null,
  can: { accept: false, counter: false, decline: false, withdraw: false, sign: false, mark_rented: false },
  steps: [],
  agreement: { version: 1, signed_by: ['owner', 'tenant'] },
  created_at: '2026-12-07T09:30:00.000Z',
  updated_at: '2026-12-07T09:30:00.000Z',
};

const KITCHEN = {
  id: 3,
  round: 1,
  addendum: false,
  by: 'owner' as const,
  room: 'Kitchen',
  condition: 'A crack in the tile left of the sink',
  meters: [{ name: 'Gas', reading: '00412.7' }],
  items: [{ name: 'Main door keys', count: 2 }],
  photos: [],
  created_at: '2026-12-28T05:30:00.000Z',
  fixed: false,
};

const REPORT: HandoverReport = {
  deal_id: 7,
  kind: 'move_in',
  role: 'tenant',
  open_round: 1,
  settled_rounds: 0,
  entries: [KITCHEN],
  confirmations: [],
  confirmed_by: [],
  suggested_items: ['Main door keys', 'Geysers'],
  can: { add: true, confirm: true },
};

afterEach(cleanup);

describe('the move-in report', () => {
  it('shows each room, adds one with its items and confirms with a code, naming a wrong one under its field', async () => {
    const { sent } = fakeApi({
      'GET /api/deals/7/handover/move_in': { body: { report: REPORT } },
      'POST /api/deals/7/handover/move_in/entries': { body: { report: REPORT } },
      'POST /api/deals/7/handover/move_in/confirm/start': {
        body: { sent_to: '+91 98••••10', channel: 'phone', round: 1, expires_at: '2026-12-28T06:00:00.000Z' },
      },
      'POST /api/deals/7/handover/move_in/confirm': {
        status: 400,
        body: { message: 'Incorrect OTP', errors: [{ field: 'code', message: 'Incorrect OTP' }] },
      },
    });
    renderWithApp(<HandoverSection deal={DEAL} />, { path: '/deals/7' });
    const section = await screen.findByRole('region', { name: 'Move-in report' });
    expect(section.textContent).toContain('Kitchen');
    expect(section.textContent).toContain('Added by the owner');
    expect(section.textContent).toContain('Meter Gas: 00412.7');
    expect(section.textContent).toContain('Main door keys × 2');
    // The owner's entry is not the tenant's to remove.
    expect(within(section).queryByRole('button', { name: 'Remove Kitchen' })).toBeNull();

    await userEvent.type(within(section).getByLabelText('Room'), 'Bedroom 1');
    await userEvent.click(within(section).getByRole('button', { name: 'Geysers' }));
    await userEvent.click(within(section).getByRole('button', { name: 'Add' }));
    await screen.findByRole('region', { name: 'Move-in report' });
    expect(sent.find((s) => s.path === '/api/deals/7/handover/move_in/entries')?.body).toEqual({
      room: 'Bedroom 1',
      condition: '',
      meters: [],
      items: [{ name: 'Geysers', count: 1 }],
    });

    await userEvent.click(within(section).getByRole('button', { name: 'Confirm with a code' }));
    expect((await within(section).findByRole('status')).textContent).toBe(
      'We sent a 6-digit code to +91 98••••10.',
    );
    await userEvent.type(within(section).getByLabelText('Code'), '123456');
    await userEvent.click(within(section).getByRole('button', { name: 'Confirm' }));
    expect(await within(section).findByText('Incorrect OTP')).toBeTruthy();
    expect(sent.filter((s) => s.path === '/api/deals/7/handover/move_in/confirm').map((s) => s.body)).toEqual(
      [{ code: '123456', round: 1 }],
    );
  });

  it('once both confirmed, says it is fixed and offers an addendum instead', async () => {
    const fixed: HandoverReport = {
      ...REPORT,
      open_round: 2,
      settled_rounds: 1,
      entries: [{ ...KITCHEN, fixed: true }],
      confirmations: (['owner', 'tenant'] as const).map((role) => ({
        round: 1,
        role,
        name: role === 'owner' ? 'Ravi Shetty' : 'Meera Joshi',
        confirmed_at: '2026-12-28T06:00:00.000Z',
        sha256: 'a3f1'.repeat(16),
      })),
      can: { add: true, confirm: false },
    };
    fakeApi({ 'GET /api/deals/7/handover/move_in': { body: { report: fixed } } });
    renderWithApp(<HandoverSection deal={DEAL} />, { path: '/deals/7' });
    const section = await screen.findByRole('region', { name: 'Move-in report' });
    expect(section.textContent).toContain('Both of you confirmed this. It cannot be changed now.');
    expect(section.textContent).toContain('Add to the report (an addendum both confirm)');
    expect(within(section).queryByRole('button', { name: 'Confirm with a code' })).toBeNull();
    expect(within(section).queryByText('Add a photo')).toBeNull();
  });
});
