import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { DealTerms } from '../../../shared/schemas/deal-card.ts';
import type { Agreement, Deal } from '../../../shared/schemas/deals.ts';
import { fakeApi } from '../../test/fake-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { SignPanel } from './sign-panel.tsx';

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

/** Meera, the tenant, reads the agreement Ravi, the owner, signed. */
const DEAL: Deal = {
  id: 7,
  role: 'tenant',
  state: 'accepted',
  listing: { id: 41, title: '2BHK Apartment in Kothrud', city: 'Pune', locality: 'Kothrud', status: 'live' },
  conversation_id: 12,
  other: { name: 'Ravi Shetty' },
  terms: TERMS,
  accepted_terms: TERMS,
  waiting_for: null,
  can: { accept: false, counter: true, decline: false, withdraw: false, sign: true, mark_rented: false },
  steps: [],
  agreement: { version: 2, signed_by: ['owner'] },
  created_at: '2026-12-07T09:30:00.000Z',
  updated_at: '2026-12-07T09:30:00.000Z',
};

const SOURCE = {
  title: 'Maharashtra Stamp Act, 1958',
  url: 'https://igrmaharashtra.gov.in/',
  as_of: '2026-12-08',
};
const AGREEMENT: Agreement = {
  deal_id: 7,
  version: 2,
  language: 'en',
  title: 'Leave and Licence Agreement',
  sections: [
    { heading: '1. Parties', paragraphs: ['This agreement is made between Ravi Shetty and Meera Joshi.'] },
  ],
  text: 'Leave and Licence Agreement',
  sha256: 'a3f1'.repeat(16),
  state: {
    state: 'Maharashtra',
    state_hi: 'महाराष्ट्र',
    registration: {
      required: true,
      rule: 'Every leave-and-licence agreement is registered.',
      source: SOURCE,
    },
    stamp_duty: {
      estimate: 532,
      formula: '0.25% of the rent and deposit interest',
      source: SOURCE,
      note: null,
    },
    deposit_cap: null,
    warnings: [],
  },
  signatures: [
    {
      role: 'owner',
      name: 'Ravi Shetty',
      signed_at: '2026-12-07T09:30:00.000Z',
      via: 'code to ra••••@example.in',
    },
  ],
  signed: false,
  created_at: '2026-12-07T09:00:00.000Z',
};

const SENT = {
  sent_to: 'me••••@example.in',
  channel: 'email',
  version: 2,
  expires_at: '2026-12-07T10:00:00.000Z',
  esign_url: null,
};

afterEach(cleanup);

describe('Signing the agreement', () => {
  it('says who signed, sends a code to a proven contact, names a wrong code under its field, and signs the version read', async () => {
    const answers = {
      'POST /api/deals/7/agreement/sign/start': { body: SENT },
      'POST /api/deals/7/agreement/sign': {
        status: 400,
        body: { message: 'The code is wrong', errors: [{ field: 'code', message: 'The code is wrong' }] },
      } as { status?: number; body: unknown },
    };
    const { sent } = fakeApi(answers);
    renderWithApp(<SignPanel deal={DEAL} agreement={AGREEMENT} />, { path: '/deals/7' });
    const panel = screen.getByRole('region', { name: 'Signatures' });
    expect(panel.textContent).toContain(
      'Owner Ravi Shetty signed on 7 December 2026, 3:00 pm (code to ra••••@example.in)',
    );
    expect(panel.textContent).toContain('Tenant: not signed yet');

    await userEvent.click(within(panel).getByRole('button', { name: 'Sign with a code' }));
    expect((await within(panel).findByRole('status')).textContent).toBe(
      'We sent a 6-digit code to me••••@example.in.',
    );
    await userEvent.type(within(panel).getByLabelText('Code'), '123456');
    await userEvent.click(within(panel).getByRole('button', { name: 'Sign the agreement' }));
    expect(await within(panel).findByText('The code is wrong')).toBeTruthy();
    expect(within(panel).getByLabelText('Code').getAttribute('aria-invalid')).toBe('true');
    expect(sent.filter((s) => s.path === '/api/deals/7/agreement/sign').map((s) => s.body)).toEqual([
      { code: '123456', version: 2 },
    ]);
  });

  it('says what to prove first when the signer has no proven contact', async () => {
    const prove =
      'Prove your mobile number or your email first (Account, Contact details): the code to sign goes only to a contact you proved.';
    fakeApi({
      'POST /api/deals/7/agreement/sign/start': {
        status: 409,
        body: { message: prove, errors: [{ field: 'contact', message: prove }] },
      },
    });
    renderWithApp(<SignPanel deal={DEAL} agreement={AGREEMENT} />, { path: '/deals/7' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign with a code' }));
    expect((await screen.findByRole('alert')).textContent).toBe(prove);
  });

  it('offers nothing to sign once both signed', async () => {
    fakeApi({});
    const both = {
      ...AGREEMENT,
      signed: true,
      signatures: [
        ...AGREEMENT.signatures,
        {
          role: 'tenant' as const,
          name: 'Meera Joshi',
          signed_at: '2026-12-08T05:00:00.000Z',
          via: 'code to me••••@example.in',
        },
      ],
    };
    renderWithApp(<SignPanel deal={DEAL} agreement={both} />, { path: '/deals/7' });
    await waitFor(() => expect(screen.queryByRole('button')).toBeNull());
    expect(screen.getByRole('status').textContent).toMatch(/^Both signed\./);
  });
});
