// A deal between a listing's poster (the owner) and a seeker (the tenant)
// (docs/product/deals.md, docs/decisions/0155-the-deal-offer-counter-accept.md): the poster offers
// the home to a seeker they talk to or who booked a visit; whoever the deal waits for accepts,
// declines or counters any figure; each step is a card in their conversation; the latest accepted
// terms are the deal's. Only the two sides read or change a deal: 404 for anyone else.
import type { z } from 'zod';
import type { DealRole, DealStepKind } from '../../../shared/schemas/deal-card.ts';
import type { Deal, DealState, DealTermsBodySchema, OfferBodySchema } from '../../../shared/schemas/deals.ts';
import type { Db, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../http/errors.ts';
import { requireUser } from '../../http/guards.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { Viewer } from '../../platform/viewer.ts';
import {
  insertDealCard,
  openDealConversation,
  type PostedCard,
  publishDealCard,
} from '../conversations/index.ts';
import { markRented } from '../trust/index.ts';
import { agreementSummary, draftNewVersion } from './agreement-drafts.ts';
import {
  type DealRow,
  findConversation,
  findDeal,
  findDepositRecord,
  findListing,
  findOpenDeal,
  findViewing,
  insertDeal,
  insertStep,
  listDealsOf,
  listListings,
  listPeople,
  listSteps,
  lockDeal,
  setDealState,
} from './store.ts';
import { columnsOf, depositOf, type StepRow, stepText, termsOf } from './terms.ts';

type Deps = Pick<AppDeps, 'database' | 'live' | 'clock'>;

const DELETED_NAME = 'Deleted account';
export const dealNotFound = () => new AppError('NOT_FOUND', 'Deal not found');

export const roleIn = (deal: Pick<DealRow, 'ownerId' | 'tenantId'>, viewer: Viewer): DealRole | null =>
  deal.ownerId === viewer.id ? 'owner' : deal.tenantId === viewer.id ? 'tenant' : null;
const otherSide = (role: DealRole): DealRole => (role === 'owner' ? 'tenant' : 'owner');

/** The deal as one of its sides reads it; 404 for everyone else, admins too (no deal is reported yet). */
export const requireDealOf = async (db: Db | Tx, viewer: Viewer, id: number) => {
  const deal = await findDeal(db, id);
  const role = deal ? roleIn(deal, viewer) : null;
  if (!deal || !role) throw dealNotFound();
  return { deal, role };
};

const lastProposal = (steps: StepRow[]) =>
  steps.findLast((step) => step.kind === 'offer' || step.kind === 'counter');
const lastAcceptance = (steps: StepRow[]) => steps.findLast((step) => step.kind === 'accept');

/** Whose answer an offered or countered deal waits for: the side that did not propose last. */
const waitingFor = (state: DealState, steps: StepRow[]): DealRole | null => {
  const proposal = lastProposal(steps);
  return (state === 'offered' || state === 'countered') && proposal ? otherSide(proposal.byRole) : null;
};

/** Why a step is refused in this state, in the reader's words. */
const refusal = (state: DealState) => {
  switch (state) {
    case 'offered':
    case 'countered':
      return 'The other side has not answered yet.';
    case 'accepted':
      return 'Both of you accepted these terms. Counter to change them.';
    case 'declined':
      return 'This offer was declined.';
    case 'withdrawn':
      return 'This offer was withdrawn.';
    case 'signed':
      return 'Both of you signed the agreement; its terms no longer change.';
    case 'ended':
      return 'This tenancy has ended.';
    default:
      return state satisfies never;
  }
};

const toDeal = async (db: Db, viewer: Viewer, deal: DealRow): Promise<Deal> => {
  const role = roleIn(deal, viewer)!;
  const otherId = role === 'owner' ? deal.tenantId : deal.ownerId;
  const [steps, [listing], people, agreement, deposit] = await Promise.all([
    listSteps(db, [deal.id]),
    listListings(db, deal.listingId === null ? [] : [deal.listingId]),
    listPeople(db, otherId === null ? [] : [otherId]),
    agreementSummary(db, deal),
    findDepositRecord(db, deal.id),
  ]);
  const proposal = lastProposal(steps)!;
  const accepted = ['accepted', 'signed', 'ended'].includes(deal.state) ? lastAcceptance(steps) : undefined;
  const waiting = waitingFor(deal.state, steps);
  const listingStatus = !listing || listing.deletedAt ? 'removed' : listing.status;
  return {
    id: deal.id,
    role,
    state: deal.state,
    listing: {
      id: listing && !listing.deletedAt ? listing.id : null,
      title: deal.listingTitle,
      city: listing?.city ?? '',
      locality: listing?.locality ?? '',
      status: listingStatus,
    },
    conversation_id: deal.conversationId,
    other: { name: people[0]?.fullName || DELETED_NAME },
    terms: termsOf(proposal),
    accepted_terms: accepted ? termsOf(accepted) : null,
    waiting_for: waiting,
    can: {
      accept: waiting === role,
      decline: waiting === role,
      counter: waiting === role || deal.state === 'accepted',
      withdraw: role === 'owner' && ['offered', 'countered', 'accepted'].includes(deal.state),
      sign: deal.state === 'accepted' && agreement !== null && !agreement.signed_by.includes(role),
      mark_rented:
        role === 'owner' &&
        deal.state === 'signed' &&
        listingStatus !== 'rented' &&
        listingStatus !== 'removed',
    },
    steps: steps.map((step) => ({
      id: step.id,
      kind: step.kind,
      by: step.byRole,
      terms: termsOf(step),
      created_at: step.createdAt.toISOString(),
    })),
    agreement,
    deposit: depositOf(deposit),
    created_at: deal.createdAt.toISOString(),
    updated_at: deal.updatedAt.toISOString(),
  };
};

/** The step as a card in the deal's conversation (none once the conversation is gone). */
const postStep = async (tx: Tx, deal: DealRow, step: StepRow, viewer: Viewer) => {
  const conversation = deal.conversationId === null ? null : await findConversation(tx, deal.conversationId);
  if (!conversation) return null;
  return insertDealCard(tx, {
    conversation,
    senderId: viewer.id,
    senderRole: step.byRole === 'owner' ? 'poster' : 'seeker',
    text: stepText(step.kind, step.byRole, step),
    card: {
      type: 'deal',
      deal_id: deal.id,
      step_id: step.id,
      kind: step.kind,
      by: step.byRole,
      terms: termsOf(step),
    },
    now: step.createdAt,
  });
};

const published = async (deps: Deps, posted: PostedCard | null) => {
  if (posted) await publishDealCard(deps.database.db, deps.live, posted, deps.clock.now());
};

/** Who the offer goes to: the seeker of the poster's conversation, or of a visit booked to the home. */
const findSeeker = async (db: Db, viewer: Viewer, body: z.output<typeof OfferBodySchema>) => {
  const found =
    body.conversation_id !== undefined
      ? await findConversation(db, body.conversation_id)
      : await findViewing(db, body.viewing_id!);
  const field = body.conversation_id !== undefined ? 'conversation_id' : 'viewing_id';
  if (!found || (found.posterId !== viewer.id && found.seekerId !== viewer.id)) {
    throw new AppError(
      'NOT_FOUND',
      field === 'conversation_id' ? 'Conversation not found' : 'Visit not found',
    );
  }
  if (found.posterId !== viewer.id) throw new AppError('FORBIDDEN', 'Only the home’s poster can offer it');
  if ('status' in found && found.status !== 'booked') {
    throw new AppError('CONFLICT', 'This visit was cancelled', {
      errors: [{ field, message: 'This visit was cancelled' }],
    });
  }
  if (found.seekerId === null) throw new AppError('CONFLICT', 'This person deleted their account');
  if (found.listingId === null) throw new AppError('CONFLICT', 'This home has been removed from Thikana');
  return {
    seekerId: found.seekerId,
    listingId: found.listingId,
    conversationId: 'status' in found ? null : found.id,
  };
};

export const offerHome = async (input: {
  deps: Deps;
  viewer: Viewer | null;
  body: z.output<typeof OfferBodySchema>;
}) => {
  const viewer = requireUser(input.viewer);
  const { db } = input.deps.database;
  const now = input.deps.clock.now();
  const seeker = await findSeeker(db, viewer, input.body);
  const listing = await findListing(db, seeker.listingId);
  if (!listing) throw new AppError('CONFLICT', 'This home has been removed from Thikana');
  if (listing.userId !== viewer.id) throw new AppError('FORBIDDEN', 'Only the home’s poster can offer it');
  if (listing.status !== 'live')
    throw new AppError('CONFLICT', `This home is ${listing.status}: only a live home can be offered`);
  const taken = () =>
    new AppError('CONFLICT', 'This home is already offered to this person: answer that offer');
  try {
    const { deal, posted } = await db.transaction(async (tx) => {
      if (await findOpenDeal(tx, listing.id, seeker.seekerId)) throw taken();
      const conversationId =
        seeker.conversationId ??
        (
          await openDealConversation(tx, {
            listingId: listing.id,
            listingTitle: listing.title,
            listedBy: listing.listedBy,
            seekerId: seeker.seekerId,
            posterId: viewer.id,
            now,
          })
        ).id;
      const made = await insertDeal(tx, {
        listingId: listing.id,
        listingTitle: listing.title,
        ownerId: viewer.id,
        tenantId: seeker.seekerId,
        conversationId,
        now,
      });
      const step = await insertStep(tx, {
        dealId: made.id,
        byId: viewer.id,
        byRole: 'owner',
        kind: 'offer',
        ...columnsOf(input.body),
        createdAt: now,
      });
      return { deal: made, posted: await postStep(tx, made, step, viewer) };
    });
    await published(input.deps, posted);
    return { deal: await toDeal(db, viewer, deal) };
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
};

const NEXT_STATE: Record<Exclude<DealStepKind, 'offer'>, DealState> = {
  counter: 'countered',
  accept: 'accepted',
  decline: 'declined',
};

/** The side the deal waits for accepts, declines or counters; while accepted, either side may counter. */
export const answerDeal = async (input: {
  deps: Deps;
  viewer: Viewer | null;
  id: number;
  kind: Exclude<DealStepKind, 'offer'>;
  terms?: z.output<typeof DealTermsBodySchema>;
}) => {
  const viewer = requireUser(input.viewer);
  const { db } = input.deps.database;
  const now = input.deps.clock.now();
  const { deal, posted } = await db.transaction(async (tx) => {
    const locked = await lockDeal(tx, input.id);
    const role = locked ? roleIn(locked, viewer) : null;
    if (!locked || !role) throw dealNotFound();
    const steps = await listSteps(tx, [locked.id]);
    const mayAnswer =
      waitingFor(locked.state, steps) === role || (input.kind === 'counter' && locked.state === 'accepted');
    if (!mayAnswer) throw new AppError('CONFLICT', refusal(locked.state));
    const listing = locked.listingId === null ? null : await findListing(tx, locked.listingId);
    if (input.kind !== 'decline' && (!listing || listing.status === 'rented')) {
      throw new AppError(
        'CONFLICT',
        listing ? 'This home has been rented out' : 'This home has been removed from Thikana',
      );
    }
    const proposal = lastProposal(steps)!;
    const terms = input.terms ? columnsOf(input.terms) : proposal;
    const step = await insertStep(tx, {
      dealId: locked.id,
      byId: viewer.id,
      byRole: role,
      kind: input.kind,
      rent: terms.rent,
      deposit: terms.deposit,
      maintenance: terms.maintenance,
      moveIn: terms.moveIn,
      termMonths: terms.termMonths,
      lockInMonths: terms.lockInMonths,
      noticeMonths: terms.noticeMonths,
      rentDueDay: terms.rentDueDay,
      depositRefundDays: terms.depositRefundDays,
      houseRules: terms.houseRules,
      createdAt: now,
    });
    const updated = await setDealState(tx, locked.id, {
      state: NEXT_STATE[input.kind],
      ...(input.kind === 'accept' ? { acceptedAt: now } : {}),
      now,
    });
    // The agreement is drawn from the terms just accepted: a new version when they differ.
    if (input.kind === 'accept' && listing) await draftNewVersion(tx, updated, listing, step);
    return { deal: updated, posted: await postStep(tx, updated, step, viewer) };
  });
  await published(input.deps, posted);
  return { deal: await toDeal(db, viewer, deal) };
};

/** The poster takes back an offer not yet signed; the seeker reads so in the conversation. */
export const withdrawOffer = async (input: { deps: Deps; viewer: Viewer | null; id: number }) => {
  const viewer = requireUser(input.viewer);
  const { db } = input.deps.database;
  const now = input.deps.clock.now();
  const { deal, posted } = await db.transaction(async (tx) => {
    const locked = await lockDeal(tx, input.id);
    const role = locked ? roleIn(locked, viewer) : null;
    if (!locked || !role) throw dealNotFound();
    if (role !== 'owner') throw new AppError('FORBIDDEN', 'Only the home’s poster can withdraw the offer');
    if (!['offered', 'countered', 'accepted'].includes(locked.state)) {
      throw new AppError('CONFLICT', refusal(locked.state));
    }
    const updated = await setDealState(tx, locked.id, { state: 'withdrawn', now });
    const conversation =
      locked.conversationId === null ? null : await findConversation(tx, locked.conversationId);
    const card = conversation
      ? await insertDealCard(tx, {
          conversation,
          senderId: viewer.id,
          senderRole: 'poster',
          text: 'Withdrew the offer of this home.',
          card: null,
          now,
        })
      : null;
    return { deal: updated, posted: card };
  });
  await published(input.deps, posted);
  return { deal: await toDeal(db, viewer, deal) };
};

/** Once both signed, the poster marks the home rented, as from their listings (docs/product/listings.md#listing-status). */
export const markDealRented = async (input: { deps: Deps; viewer: Viewer | null; id: number }) => {
  const viewer = requireUser(input.viewer);
  const { db } = input.deps.database;
  const { deal, role } = await requireDealOf(db, viewer, input.id);
  if (role !== 'owner') throw new AppError('FORBIDDEN', 'Only the home’s poster can mark it rented');
  if (deal.state !== 'signed') throw new AppError('CONFLICT', 'Both of you sign the agreement first');
  if (deal.listingId === null) throw new AppError('CONFLICT', 'This home has been removed from Thikana');
  await markRented({ db, viewer, id: deal.listingId, now: input.deps.clock.now() });
  return { deal: await toDeal(db, viewer, (await findDeal(db, deal.id))!) };
};

export const readDeal = async (input: { deps: Deps; viewer: Viewer | null; id: number }) => {
  const viewer = requireUser(input.viewer);
  const { db } = input.deps.database;
  const { deal } = await requireDealOf(db, viewer, input.id);
  return { deal: await toDeal(db, viewer, deal) };
};

export const listDeals = async (input: {
  deps: Deps;
  viewer: Viewer | null;
  query: { conversation_id?: number | undefined; listing_id?: number | undefined };
}) => {
  const viewer = requireUser(input.viewer);
  const { db } = input.deps.database;
  const rows = await listDealsOf(db, viewer.id, {
    conversationId: input.query.conversation_id,
    listingId: input.query.listing_id,
  });
  return { deals: await Promise.all(rows.map((row) => toDeal(db, viewer, row))) };
};
