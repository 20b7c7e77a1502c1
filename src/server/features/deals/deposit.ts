// The deposit as paid (docs/product/deals.md#the-deposit): either side records the amount, the
// day, how and a reference; the other confirms it. Thikana never holds the money, it keeps what
// both confirm. A change before both confirmed clears the other side's confirmation; once both
// confirmed, the record is fixed. Each step is a message in the conversation.
import type { z } from 'zod';
import { formatLongDate, formatRupees } from '../../../shared/format.ts';
import type { DealRole } from '../../../shared/schemas/deal-card.ts';
import type { DepositBodySchema, DepositPaidHow } from '../../../shared/schemas/deals.ts';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { requireUser } from '../../http/guards.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { insertDealCard, publishDealCard } from '../conversations/index.ts';
import { readDeal } from './service.ts';
import {
  confirmDepositRecord,
  type DealRow,
  type DepositRow,
  findConversation,
  findDepositRecord,
  lockDeal,
  saveDepositRecord,
} from './store.ts';

type Deps = Pick<AppDeps, 'database' | 'live' | 'clock'>;

const HOW: Record<DepositPaidHow, string> = {
  upi: 'UPI',
  bank_transfer: 'bank transfer',
  cheque: 'cheque',
  cash: 'cash',
};

const bothConfirmed = (row: DepositRow | null) => Boolean(row?.ownerConfirmedAt && row.tenantConfirmedAt);

/** The deal held, for one of its sides, while its terms are agreed; then a message from that side. */
const onAgreedDeal = async (
  deps: Deps,
  viewer: Viewer,
  id: number,
  change: (tx: Tx, deal: DealRow, role: DealRole) => Promise<string>,
) => {
  const now = deps.clock.now();
  const { db } = deps.database;
  const posted = await db.transaction(async (tx) => {
    const deal = await lockDeal(tx, id);
    const role = deal
      ? deal.ownerId === viewer.id
        ? 'owner'
        : deal.tenantId === viewer.id
          ? 'tenant'
          : null
      : null;
    if (!deal || !role) throw new AppError('NOT_FOUND', 'Deal not found');
    if (deal.state !== 'accepted' && deal.state !== 'signed') {
      throw new AppError('CONFLICT', 'The deposit is recorded once both of you accept the terms');
    }
    const text = await change(tx, deal, role);
    const conversation =
      deal.conversationId === null ? null : await findConversation(tx, deal.conversationId);
    return conversation
      ? insertDealCard(tx, {
          conversation,
          senderId: viewer.id,
          senderRole: role === 'owner' ? 'poster' : 'seeker',
          text,
          card: null,
          now,
        })
      : null;
  });
  if (posted) await publishDealCard(db, deps.live, posted, now);
};

export const recordDeposit = async (input: {
  deps: Deps;
  viewer: Viewer | null;
  id: number;
  body: z.output<typeof DepositBodySchema>;
}) => {
  const viewer = requireUser(input.viewer);
  const { body } = input;
  await onAgreedDeal(input.deps, viewer, input.id, async (tx, deal, role) => {
    if (bothConfirmed(await findDepositRecord(tx, deal.id))) {
      throw new AppError('CONFLICT', 'Both of you confirmed the deposit; the record no longer changes');
    }
    await saveDepositRecord(tx, {
      dealId: deal.id,
      amount: body.amount,
      paidOn: body.paid_on,
      how: body.how,
      reference: body.reference,
      recordedBy: role,
      now: input.deps.clock.now(),
    });
    return `Recorded the deposit as paid: ${formatRupees(body.amount)} on ${formatLongDate(body.paid_on)} by ${HOW[body.how]}.`;
  });
  return readDeal({ deps: input.deps, viewer, id: input.id });
};

export const confirmDeposit = async (input: { deps: Deps; viewer: Viewer | null; id: number }) => {
  const viewer = requireUser(input.viewer);
  await onAgreedDeal(input.deps, viewer, input.id, async (tx, deal, role) => {
    const found = await findDepositRecord(tx, deal.id);
    if (!found) throw new AppError('CONFLICT', 'Nobody recorded the deposit yet');
    if (found.recordedBy === role || (role === 'owner' ? found.ownerConfirmedAt : found.tenantConfirmedAt)) {
      throw new AppError('CONFLICT', 'You confirmed this record already; the other side confirms it');
    }
    await confirmDepositRecord(tx, deal.id, role, input.deps.clock.now());
    return `Confirmed the deposit of ${formatRupees(found.amount)} as paid.`;
  });
  return readDeal({ deps: input.deps, viewer, id: input.id });
};
