import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { DealCard as Card, DealTerms } from '../../../shared/schemas/deal-card.ts';
import type { Deal } from '../../../shared/schemas/deals.ts';
import { fakeApi } from '../../test/fake-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { DealCard } from './deal-card.tsx';

const TERMS: DealTerms = {
  rent: 19_000,
  deposit: 60_000,
  maintenance: 1_500,
  move_in: '2027-01-01',
  term_months: 11,
  lock_in_months: 0,
  notice_months: 1,
  rent_due_day: 5,
  deposit_refund_days: 30,
  house_rules: ['No smoking inside'],
};

/** Ravi, the owner, offered Meera, the seeker, a 2BHK in Kothrud; it waits for her answer. */
const aDeal = (overrides: Partial<Deal> = {}): Deal => ({
  id: 7,
  role: 'tenant',
  state: 'offered',
  listing: { id: 41, title: '2BHK Apartment in Kothrud', city: 'Pune', locality: 'Kothrud', status: 'live' },
  conversation_id: 12,
  other: { name: 'Ravi Shetty' },
  terms: TERMS,
  accepted_terms: null,
  waiting_for: 'tenant',
  can: { accept: true, counter: true, decline: true, withdraw: false, sign: false, mark_rented: false },
  steps: [{ id: 70, kind: 'offer', by: 'owner', terms: TERMS, created_at: '2026-12-07T09:30:00.000Z' }],
  agreement: null,
  created_at: '2026-12-07T09:30:00.000Z',
  updated_at: '2026-12-07T09:30:00.000Z',
  ...overrides,
});

const OFFER: Card = { type: 'deal', deal_id: 7, step_id: 70, kind: 'offer', by: 'owner', terms: TERMS };

const showCard = (card: Card, fromMe = false) =>
  renderWithApp(
    <DealCard
      card={card}
      fromMe={fromMe}
      createdAt="2026-12-07T09:30:00.000Z"
      conversationId={12}
      otherName="Ravi Shetty"
      home="2BHK Apartment in Kothrud"
    />,
    { path: '/messages/12' },
  );

afterEach(cleanup);

describe('A deal card in the conversation', () => {
  it('shows the offer the seeker waits to answer, with Accept, Counter and Decline, and accepts it', async () => {
    const accepted = aDeal({ state: 'accepted', waiting_for: null, accepted_terms: TERMS });
    const { sent } = fakeApi({
      'GET /api/deals': { body: { deals: [aDeal()] } },
      'POST /api/deals/7/accept': { body: { deal: accepted } },
    });
    showCard(OFFER);
    const card = screen.getByRole('article', { name: 'Ravi Shetty offered the home' });
    expect(within(card).getByText('₹19,000 a month')).toBeTruthy();
    expect(within(card).getByText('₹60,000')).toBeTruthy();
    expect(within(card).getByText('1 January 2027')).toBeTruthy();
    expect(within(card).getByText('11 months')).toBeTruthy();
    await userEvent.click(await within(card).findByRole('button', { name: 'Accept' }));
    expect(within(card).getByRole('button', { name: 'Counter' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Decline' })).toBeTruthy();
    await waitFor(() => expect(sent.map((s) => s.path)).toContain('/api/deals/7/accept'));
  });

  it('shows no answer on a step the deal has moved past', async () => {
    const counter = { ...TERMS, deposit: 40_000 };
    fakeApi({
      'GET /api/deals': {
        body: {
          deals: [
            aDeal({
              state: 'countered',
              waiting_for: 'owner',
              terms: counter,
              can: {
                accept: false,
                counter: false,
                decline: false,
                withdraw: false,
                sign: false,
                mark_rented: false,
              },
              steps: [
                ...aDeal().steps,
                {
                  id: 71,
                  kind: 'counter',
                  by: 'tenant',
                  terms: counter,
                  created_at: '2026-12-07T10:00:00.000Z',
                },
              ],
            }),
          ],
        },
      },
    });
    showCard(OFFER);
    const card = screen.getByRole('article', { name: 'Ravi Shetty offered the home' });
    await waitFor(() => expect(within(card).queryByRole('button')).toBeNull());
    cleanup();
    showCard({ ...OFFER, step_id: 71, kind: 'counter', by: 'tenant', terms: counter }, true);
    const mine = screen.getByRole('article', { name: 'You countered' });
    // The figure the counter changed is marked.
    await waitFor(() =>
      expect(within(mine).getByText('changed').closest('div')?.textContent).toMatch(/Deposit/),
    );
  });

  it('counters any figure in a sheet prefilled with the terms on the table, naming a wrong one under its field', async () => {
    const { sent } = fakeApi({
      'GET /api/deals': { body: { deals: [aDeal()] } },
      'POST /api/deals/7/counter': {
        body: {
          deal: aDeal({ state: 'countered', waiting_for: 'owner', terms: { ...TERMS, deposit: 40_000 } }),
        },
      },
    });
    showCard(OFFER);
    await userEvent.click(await screen.findByRole('button', { name: 'Counter' }));
    const sheet = await screen.findByRole('dialog', { name: 'Counter the offer' }, { timeout: 5000 });
    const deposit = within(sheet).getByLabelText('Deposit (₹)') as HTMLInputElement;
    expect(deposit.value).toBe('60000');
    await userEvent.clear(deposit);
    await userEvent.type(deposit, '40000');
    const lockIn = within(sheet).getByLabelText('Lock-in (months)');
    await userEvent.clear(lockIn);
    await userEvent.type(lockIn, '12');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Send the counter' }));
    expect(await within(sheet).findByText('The lock-in cannot be longer than the term')).toBeTruthy();
    expect(lockIn.getAttribute('aria-invalid')).toBe('true');
    expect(sent.filter((s) => s.path === '/api/deals/7/counter')).toEqual([]);

    await userEvent.clear(lockIn);
    await userEvent.type(lockIn, '6');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Send the counter' }));
    await waitFor(() =>
      expect(sent.filter((s) => s.path === '/api/deals/7/counter').map((s) => s.body)).toEqual([
        { ...TERMS, deposit: 40_000, lock_in_months: 6 },
      ]),
    );
  });
});
