import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { DealTerms } from '../../../shared/schemas/deal-card.ts';
import type { Deal } from '../../../shared/schemas/deals.ts';
import { fakeApi } from '../../test/fake-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { RentReceiptForm } from './rent-receipt-form.tsx';

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

afterEach(cleanup);

describe('the rent receipt', () => {
  it('asks for the owner’s PAN when the year’s rent passes ₹1,00,000, and names a refused one under it', async () => {
    const form = 'A PAN is 5 letters, 4 digits and a letter, as ABCDE1234F';
    const { sent } = fakeApi({
      'POST /api/deals/7/rent-receipt': {
        status: 400,
        body: { message: form, errors: [{ field: 'pan', message: form }] },
      },
    });
    renderWithApp(<RentReceiptForm deal={DEAL} />, { path: '/deals/7' });
    const section = screen.getByRole('region', { name: 'Rent receipt' });
    fireEvent.change(within(section).getByLabelText('Month'), { target: { value: '2027-01' } });
    fireEvent.change(within(section).getByLabelText('Paid on'), { target: { value: '2027-01-05' } });
    await userEvent.type(within(section).getByLabelText(/Owner's PAN/), 'abcd1234f');
    await userEvent.click(within(section).getByRole('button', { name: 'Download the receipt' }));
    expect(await within(section).findByText(form)).toBeTruthy();
    expect(sent.find((s) => s.path === '/api/deals/7/rent-receipt')?.body).toEqual({
      month: '2027-01',
      paid_on: '2027-01-05',
      pan: 'ABCD1234F',
      language: 'en',
    });
  });

  it('does not ask for a PAN at ₹8,000 a month', () => {
    fakeApi({});
    const cheap = { ...DEAL, accepted_terms: { ...TERMS, rent: 8_000 } };
    renderWithApp(<RentReceiptForm deal={cheap} />, { path: '/deals/7' });
    expect(screen.queryByLabelText(/Owner's PAN/)).toBeNull();
  });
});
