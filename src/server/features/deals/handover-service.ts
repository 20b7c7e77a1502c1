// A deal's move-in report (docs/product/deals.md#the-move-in-report,
// docs/decisions/0162-handover-reports.md): either side adds rooms' entries and photos; each side
// confirms a round with a one-time code to a contact they proved, as for signing; a round both
// confirmed never changes, and what is added after is an addendum confirmed the same way.
import { createHash, createHmac } from 'node:crypto';
import type { z } from 'zod';
import type { DealRole } from '../../../shared/schemas/deal-card.ts';
import type {
  ConfirmStartResponse,
  HandoverEntryBodySchema,
  HandoverKind,
  HandoverReport,
} from '../../../shared/schemas/handover.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { AppError, badInput } from '../../http/errors.ts';
import { requireUser } from '../../http/guards.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import type { RequestContext } from '../../http/request-context.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { Viewer } from '../../platform/viewer.ts';
import {
  checkOtpChallenge,
  guardOtpSend,
  issueOtp,
  requireOtpChannel,
  sendCodeMail,
} from '../codes/index.ts';
import { processImages, toPhoto, writeImages } from '../media/index.ts';
import {
  deleteEntry,
  type EntryRow,
  ensureReport,
  entriesThrough,
  findEntry,
  insertConfirmation,
  insertEntry,
  insertPhoto,
  listConfirmations,
  listEntries,
  listPhotos,
  type PhotoRow,
  type ReportRow,
  rolesConfirmed,
  settleRound,
  voidConfirmations,
} from './handover-store.ts';
import { requireDealOf } from './service.ts';
import { maskEmail, maskPhone, provenContact } from './signing.ts';
import { type DealRow, findListing, lockDeal } from './store.ts';

type Deps = Pick<AppDeps, 'database' | 'clock' | 'config' | 'mailer' | 'whatsapp' | 'storage'>;

const CODE_TTL_MS = 10 * 60_000;
const KIND_NAME: Record<HandoverKind, string> = { move_in: 'move-in report' };

/** What a furnished or semi-furnished home usually hands over; keys in every home. */
const SUGGESTED_ITEMS = {
  FULLY_FURNISHED: [
    'Main door keys',
    'Beds',
    'Mattresses',
    'Wardrobes',
    'Sofa',
    'Dining table',
    'Refrigerator',
    'Washing machine',
    'Air conditioners',
    'Geysers',
    'Fans',
    'Lights',
    'Curtains',
    'Gas stove',
    'TV',
  ],
  SEMI_FURNISHED: [
    'Main door keys',
    'Wardrobes',
    'Fans',
    'Lights',
    'Geysers',
    'Curtains',
    'Kitchen cabinets',
  ],
  UNFURNISHED: ['Main door keys'],
} as const;

const OPEN_STATES: DealRow['state'][] = ['accepted', 'signed'];

/** The deal of one of its sides, once its terms are accepted; 404 to anyone else. */
const requireHandoverDeal = async (db: DbOrTx, viewer: Viewer, id: number) => {
  const { deal, role } = await requireDealOf(db, viewer, id);
  if (![...OPEN_STATES, 'ended'].includes(deal.state)) {
    throw new AppError('CONFLICT', 'The move-in report is made once both of you accept the terms');
  }
  return { deal, role };
};

const requireOpen = (deal: DealRow) => {
  if (!OPEN_STATES.includes(deal.state))
    throw new AppError('CONFLICT', 'This deal has ended: its reports are kept as they are');
};

const fixedRefusal = () =>
  new AppError(
    'CONFLICT',
    'Both of you confirmed this move-in report, so it cannot be changed. Add what is missing as an addendum.',
  );

/**
 * The text a confirmation hashes: every entry of the rounds up to this one, with its photos' keys
 * and times, one fact a line. The same rows give the same bytes.
 */
export const reportText = (
  deal: DealRow,
  kind: HandoverKind,
  round: number,
  entries: EntryRow[],
  photos: PhotoRow[],
) => {
  const lines = [`Thikana ${KIND_NAME[kind]}, deal ${deal.id}, through round ${round}`];
  for (const entry of entries.filter((e) => e.round <= round)) {
    lines.push('', `Entry ${entry.id}, round ${entry.round}, by ${entry.byRole}: ${entry.room}`);
    if (entry.condition) lines.push(`Condition: ${entry.condition}`);
    for (const meter of entry.meters) lines.push(`Meter: ${meter.name}: ${meter.reading}`);
    for (const item of entry.items) lines.push(`Item: ${item.name} x ${item.count}`);
    for (const photo of photos.filter((p) => p.entryId === entry.id))
      lines.push(`Photo: ${photo.imageKey} taken ${photo.takenAt.toISOString()} by ${photo.byRole}`);
  }
  return `${lines.join('\n').normalize('NFC')}\n`;
};
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

const view = async (
  deps: Deps,
  deal: DealRow,
  role: DealRole,
  report: ReportRow,
): Promise<HandoverReport> => {
  const { db } = deps.database;
  const entries = await listEntries(db, report.id);
  const photos = await listPhotos(
    db,
    entries.map((e) => e.id),
  );
  const confirmations = await listConfirmations(db, report.id);
  const openRound = report.settledRounds + 1;
  const confirmedBy = confirmations.filter((c) => c.round === openRound).map((c) => c.role);
  const listing = deal.listingId === null ? null : await findListing(db, deal.listingId);
  const open = OPEN_STATES.includes(deal.state);
  const hasOpenEntries = entries.some((e) => e.round === openRound);
  return {
    deal_id: deal.id,
    kind: report.kind,
    role,
    open_round: openRound,
    settled_rounds: report.settledRounds,
    entries: entries.map((entry) => ({
      id: entry.id,
      round: entry.round,
      addendum: entry.round > 1,
      by: entry.byRole,
      room: entry.room,
      condition: entry.condition,
      meters: entry.meters,
      items: entry.items,
      photos: photos
        .filter((p) => p.entryId === entry.id)
        .map((p) => {
          const photo = toPhoto(deps.storage, { key: p.imageKey, width: p.width, height: p.height });
          return {
            id: p.id,
            url: photo.md,
            sm: photo.sm,
            width: p.width,
            height: p.height,
            taken_at: p.takenAt.toISOString(),
            added_at: p.createdAt.toISOString(),
            by: p.byRole,
          };
        }),
      created_at: entry.createdAt.toISOString(),
      fixed: entry.round <= report.settledRounds,
    })),
    confirmations: confirmations.map((c) => ({
      round: c.round,
      role: c.role,
      name: c.name,
      confirmed_at: c.confirmedAt.toISOString(),
      sha256: c.sha256,
    })),
    confirmed_by: confirmedBy,
    suggested_items: [...SUGGESTED_ITEMS[listing?.furnishingStatus ?? 'UNFURNISHED']],
    can: { add: open, confirm: open && hasOpenEntries && !confirmedBy.includes(role) },
  };
};

export const readHandover = async (input: {
  deps: Deps;
  viewer: Viewer | null;
  id: number;
  kind: HandoverKind;
}) => {
  const viewer = requireUser(input.viewer);
  const { deal, role } = await requireHandoverDeal(input.deps.database.db, viewer, input.id);
  const report = await ensureReport(input.deps.database.db, deal.id, input.kind);
  return { report: await view(input.deps, deal, role, report) };
};

/**
 * A change to the report under the deal's lock: refused once the deal ended; the open round's
 * confirmations are voided, since what they confirmed changed.
 */
const changeReport = async (
  input: { deps: Deps; viewer: Viewer | null; id: number; kind: HandoverKind },
  change: (tx: Tx, report: ReportRow, role: DealRole) => Promise<void>,
) => {
  const viewer = requireUser(input.viewer);
  const { db } = input.deps.database;
  const { role } = await requireHandoverDeal(db, viewer, input.id);
  await db.transaction(async (tx) => {
    const deal = await lockDeal(tx, input.id);
    if (!deal) throw new AppError('NOT_FOUND', 'Deal not found');
    requireOpen(deal);
    const report = await ensureReport(tx, deal.id, input.kind);
    await change(tx, report, role);
    await voidConfirmations(tx, report.id, report.settledRounds + 1);
  });
  return readHandover(input);
};

export const addEntry = (input: {
  deps: Deps;
  viewer: Viewer | null;
  id: number;
  kind: HandoverKind;
  body: z.output<typeof HandoverEntryBodySchema>;
}) =>
  changeReport(input, async (tx, report, role) => {
    if ((await listEntries(tx, report.id)).length >= 200)
      throw new AppError('CONFLICT', 'A report holds at most 200 entries');
    await insertEntry(tx, {
      reportId: report.id,
      round: report.settledRounds + 1,
      byRole: role,
      room: input.body.room,
      condition: input.body.condition,
      meters: input.body.meters,
      items: input.body.items,
      createdAt: input.deps.clock.now(),
    });
  });

/** An entry of the open round, or why not. */
const openEntry = async (tx: DbOrTx, report: ReportRow, entryId: number) => {
  const entry = await findEntry(tx, report.id, entryId);
  if (!entry) throw new AppError('NOT_FOUND', 'Entry not found');
  if (entry.round <= report.settledRounds) throw fixedRefusal();
  return entry;
};

export const removeEntry = (input: {
  deps: Deps;
  viewer: Viewer | null;
  id: number;
  kind: HandoverKind;
  entryId: number;
}) =>
  changeReport(input, async (tx, report, role) => {
    const entry = await openEntry(tx, report, input.entryId);
    if (entry.byRole !== role)
      throw new AppError('CONFLICT', 'Only the side who added an entry removes it; add yours beside it.');
    await deleteEntry(tx, entry.id);
  });

const MAX_PHOTOS_PER_ENTRY = 12;

export const addPhoto = async (input: {
  deps: Deps;
  viewer: Viewer | null;
  id: number;
  kind: HandoverKind;
  entryId: number;
  /** Read only once the caller is known to be allowed, so a refused upload is not buffered. */
  read: () => Promise<{ file: UploadedFile | null; takenAt: string | undefined }>;
}) => {
  const viewer = requireUser(input.viewer);
  const { deps } = input;
  const now = deps.clock.now();
  // The deal and the entry are checked before the photo is read or stored.
  const { deal } = await requireHandoverDeal(deps.database.db, viewer, input.id);
  requireOpen(deal);
  const report = await ensureReport(deps.database.db, deal.id, input.kind);
  await openEntry(deps.database.db, report, input.entryId);
  const upload = await input.read();
  let takenAt = now;
  if (upload.takenAt) {
    const given = new Date(upload.takenAt);
    if (Number.isNaN(given.getTime()) || !/^\d{4}-\d{2}-\d{2}T/.test(upload.takenAt))
      throw badInput(
        'taken_at',
        'Please give when the photo was taken as an ISO time, 2027-01-01T10:30:00+05:30',
      );
    if (given.getTime() > now.getTime() + 5 * 60_000)
      throw badInput('taken_at', 'A photo cannot be taken in the future');
    takenAt = given;
  }
  if (!upload.file || upload.file.data.length === 0) throw badInput('file', 'Choose a photo to add');
  const images = await processImages([upload.file]);
  const { refs, objectKeys } = await writeImages(deps.storage, 'handover', images);
  const ref = refs[0]!;
  try {
    return await changeReport(input, async (tx, current, role) => {
      await openEntry(tx, current, input.entryId);
      const photos = await listPhotos(tx, [input.entryId]);
      if (photos.length >= MAX_PHOTOS_PER_ENTRY)
        throw new AppError(
          'CONFLICT',
          `An entry holds at most ${MAX_PHOTOS_PER_ENTRY} photos; add another entry`,
        );
      await insertPhoto(tx, {
        entryId: input.entryId,
        imageKey: ref.key,
        width: ref.width,
        height: ref.height,
        takenAt,
        byRole: role,
        createdAt: now,
      });
    });
  } catch (error) {
    await deps.storage.remove(objectKeys).catch(() => undefined);
    throw error;
  }
};

const codeTarget = (reportId: number, round: number, userId: number) =>
  `handover:${reportId}:r${round}:user:${userId}`;

/** The open round's state for a confirmation: refused with why when there is nothing to confirm. */
const confirmable = async (deps: Deps, viewer: Viewer, id: number, kind: HandoverKind) => {
  const { db } = deps.database;
  const { deal, role } = await requireHandoverDeal(db, viewer, id);
  requireOpen(deal);
  const report = await ensureReport(db, deal.id, kind);
  const round = report.settledRounds + 1;
  const entries = await listEntries(db, report.id);
  if (!entries.some((e) => e.round === round))
    throw new AppError(
      'CONFLICT',
      report.settledRounds === 0
        ? 'Add at least one room to the move-in report before confirming it'
        : 'Both of you confirmed this move-in report; add an addendum to confirm more',
    );
  if ((await rolesConfirmed(db, report.id, round)).includes(role))
    throw new AppError('CONFLICT', 'You confirmed this already; the other side confirms next');
  return { deal, role, report, round };
};

export const startConfirming = async (input: {
  deps: Deps;
  viewer: Viewer | null;
  id: number;
  kind: HandoverKind;
  channel: 'phone' | 'email' | undefined;
  context: RequestContext;
}): Promise<ConfirmStartResponse> => {
  const viewer = requireUser(input.viewer);
  const { deps } = input;
  const { db } = deps.database;
  const now = deps.clock.now();
  const { report, round } = await confirmable(deps, viewer, input.id, input.kind);
  const contact = provenContact(viewer, input.channel);
  const channel = contact.channel === 'phone' ? 'whatsapp' : 'email';
  if (channel === 'whatsapp') requireOtpChannel(deps.whatsapp, deps.config, 'WhatsApp');
  else requireOtpChannel(deps.mailer, deps.config, 'email');
  await guardOtpSend({
    db,
    purpose: 'sign',
    target: contact.address,
    ip: input.context.ip,
    now,
    config: deps.config,
    channel,
  });
  const { code } = await issueOtp({
    db,
    secret: deps.config.appSecret,
    channel,
    purpose: 'sign',
    target: codeTarget(report.id, round, viewer.id),
    ip: input.context.ip,
    now,
  });
  if (channel === 'whatsapp') {
    await deps.whatsapp.sendOtp(`91${contact.address}`, code).catch((error: unknown) => {
      throw new AppError('GATEWAY_ERROR', 'We could not send the code on WhatsApp. Please try again.', {
        cause: error,
      });
    });
  } else {
    await sendCodeMail(deps.mailer, {
      to: contact.address,
      code,
      what: `code to confirm your ${KIND_NAME[input.kind]}`,
      ifNotYou: 'If you are not handing over a home on Thikana, do not share this code with anyone.',
    });
  }
  return {
    sent_to: contact.masked,
    channel: contact.channel,
    round,
    expires_at: new Date(now.getTime() + CODE_TTL_MS).toISOString(),
  };
};

export const confirmHandover = async (input: {
  deps: Deps;
  viewer: Viewer | null;
  id: number;
  kind: HandoverKind;
  body: { code: string; round: number };
}) => {
  const viewer = requireUser(input.viewer);
  const { deps } = input;
  const { db } = deps.database;
  const now = deps.clock.now();
  const { report, round, role } = await confirmable(deps, viewer, input.id, input.kind);
  const moved = () =>
    new AppError('CONFLICT', 'The report changed since you read it. Please read it again and confirm.', {
      errors: [{ field: 'round', message: `The round to confirm is ${round}` }],
    });
  if (input.body.round !== round) throw moved();
  const checked = await checkOtpChallenge({
    db,
    secret: deps.config.appSecret,
    purpose: 'sign',
    target: codeTarget(report.id, round, viewer.id),
    code: input.body.code,
    now,
  }).catch((error: unknown) => {
    // The codes feature names its field `otp`; this call's field is `code`.
    if (error instanceof AppError && error.code === 'BAD_INPUT') throw badInput('code', error.message);
    throw error;
  });
  const contact =
    checked.channel === 'whatsapp' && viewer.mobileNo
      ? maskPhone(viewer.mobileNo)
      : viewer.email
        ? maskEmail(viewer.email.toLowerCase())
        : 'a proven contact';
  await db.transaction(async (tx) => {
    const deal = await lockDeal(tx, report.dealId);
    const current = await ensureReport(tx, report.dealId, input.kind);
    if (!deal || current.settledRounds + 1 !== round) throw moved();
    const entries = await entriesThrough(tx, report.id, round);
    const photos = await listPhotos(
      tx,
      entries.map((e) => e.id),
    );
    const hash = sha256(reportText(deal, input.kind, round, entries, photos));
    const inserted = await insertConfirmation(tx, {
      reportId: report.id,
      round,
      role,
      userId: viewer.id,
      name: viewer.fullName,
      confirmedAt: now,
      contact,
      // Which challenge and code confirmed which text, keyed so no code can be read back.
      codeProof: createHmac('sha256', deps.config.appSecret)
        .update(`handover:${checked.challengeId}:${hash}:${input.body.code}`)
        .digest('hex'),
      sha256: hash,
    });
    if (!inserted) throw new AppError('CONFLICT', 'You confirmed this already; the other side confirms next');
    if ((await rolesConfirmed(tx, report.id, round)).length === 2) await settleRound(tx, report.id, round);
  });
  return readHandover(input);
};

/** The report and what the PDF needs of the deal. */
export const handoverForPdf = async (input: {
  deps: Deps;
  viewer: Viewer | null;
  id: number;
  kind: HandoverKind;
}) => {
  const { report } = await readHandover(input);
  const { deal } = await requireDealOf(input.deps.database.db, requireUser(input.viewer), input.id);
  return { report, deal };
};
