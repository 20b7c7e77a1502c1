// Signing the rent agreement (docs/decisions/0156-signatures-and-verify.md): a one-time code to a
// contact the signer proved, entered back, signs the current version's English and Hindi texts;
// the signature keeps who, when, from where, the contact (masked), the code's proof and the hash
// signed. A licensed e-sign provider, when one is set up, signs through its signed callback.
import { createHmac } from 'node:crypto';
import type {
  AgreementLanguageCode,
  SignStartBody,
  SignStartResponse,
} from '../../../shared/schemas/deals.ts';
import type { ESignDelivery } from '../../adapters/esign.ts';
import type { Tx } from '../../db/client.ts';
import { AppError, badInput } from '../../http/errors.ts';
import { requireUser } from '../../http/guards.ts';
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
import { insertDealCard, publishDealCard } from '../conversations/index.ts';
import { signedBy } from './agreement-drafts.ts';
import { currentVersion, readAgreement } from './agreement-service.ts';
import {
  type AgreementRow,
  type DealRow,
  findConversation,
  findDeal,
  findLatestAgreements,
  insertSignatures,
  listPeople,
  listSignatures,
  lockDeal,
  setDealState,
} from './store.ts';

type Deps = Pick<AppDeps, 'database' | 'clock' | 'config' | 'mailer' | 'whatsapp' | 'live' | 'esign'>;

const CODE_TTL_MS = 10 * 60_000;
const NO_PROVEN_CONTACT =
  'Prove your mobile number or your email first (Account, Contact details): the code to sign goes only to a contact you proved.';

/** "+91 98••••10" */
export const maskPhone = (mobile: string) => `+91 ${mobile.slice(0, 2)}••••${mobile.slice(-2)}`;
/** "pr••••@gmail.com" */
export const maskEmail = (email: string) => {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}••••@${domain}`;
};

type Contact = { channel: 'phone' | 'email'; address: string; masked: string };

/** A proven contact of the signer: the one asked for, else the number, else the email. */
export const provenContact = (viewer: Viewer, wanted: SignStartBody['channel']): Contact => {
  const phone: Contact | null =
    viewer.mobileNo && viewer.mobileVerifiedAt
      ? { channel: 'phone', address: viewer.mobileNo, masked: maskPhone(viewer.mobileNo) }
      : null;
  const email: Contact | null =
    viewer.email && viewer.emailVerifiedAt
      ? {
          channel: 'email',
          address: viewer.email.toLowerCase(),
          masked: maskEmail(viewer.email.toLowerCase()),
        }
      : null;
  const chosen = wanted === 'phone' ? phone : wanted === 'email' ? email : (phone ?? email);
  if (chosen) return chosen;
  const message =
    wanted === 'phone'
      ? 'Prove your mobile number first (Account, Contact details), or sign with a code to your email.'
      : wanted === 'email'
        ? 'Prove your email first (Account, Contact details), or sign with a code on WhatsApp.'
        : NO_PROVEN_CONTACT;
  throw new AppError('CONFLICT', message, { errors: [{ field: 'contact', message }] });
};

/** The code is for this signer and this version only. */
const codeTarget = (dealId: number, version: number, userId: number) =>
  `agreement:${dealId}:v${version}:user:${userId}`;

const refuseUnsignable = (
  deal: DealRow,
  version: AgreementRow[],
  signatures: Parameters<typeof signedBy>[1],
  role: 'owner' | 'tenant',
) => {
  if (deal.state === 'signed') throw new AppError('CONFLICT', 'Both of you signed this agreement already');
  if (deal.state !== 'accepted')
    throw new AppError('CONFLICT', 'Only an agreement whose terms both accepted is signed');
  if (signedBy(version, signatures).includes(role))
    throw new AppError('CONFLICT', 'You signed this version already');
};

export const startSigning = async (input: {
  deps: Deps;
  viewer: Viewer | null;
  id: number;
  body: SignStartBody;
  context: RequestContext;
}): Promise<SignStartResponse> => {
  const viewer = requireUser(input.viewer);
  const { deps } = input;
  const { db } = deps.database;
  const now = deps.clock.now();
  const { deal, role, rows, signatures } = await currentVersion(deps, viewer, input.id);
  refuseUnsignable(deal, rows, signatures, role);
  const contact = provenContact(viewer, input.body.channel);
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
  const version = rows[0]!.version;
  const { code } = await issueOtp({
    db,
    secret: deps.config.appSecret,
    channel,
    purpose: 'sign',
    target: codeTarget(deal.id, version, viewer.id),
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
      what: 'code to sign your rent agreement',
      ifNotYou: 'If you are not signing a rent agreement on Thikana, do not share this code with anyone.',
    });
  }
  const esign = deps.esign
    ? await deps.esign.startSigning({
        reference: `${codeTarget(deal.id, version, viewer.id)}:${role}`,
        sha256: rows.find((row) => row.language === 'en')?.sha256 ?? rows[0]!.sha256,
        signer: { name: viewer.fullName },
        callbackUrl: `${deps.config.PUBLIC_URL.replace(/\/$/, '')}/api/agreements/esign/callback`,
      })
    : null;
  return {
    sent_to: contact.masked,
    channel: contact.channel,
    version,
    expires_at: new Date(now.getTime() + CODE_TTL_MS).toISOString(),
    esign_url: esign?.url ?? null,
  };
};

/**
 * Records one side's signature on every text of the version, in one transaction with the deal
 * held; the deal is signed once both sides are. False when the version moved on meanwhile.
 */
const recordSignature = async (
  tx: Tx,
  input: {
    dealId: number;
    version: number;
    userId: number;
    role: 'owner' | 'tenant';
    name: string;
    now: Date;
    evidence: {
      ip: string | null;
      userAgent: string | null;
      contact: string;
      provider: 'thikana-otp' | 'esign-standin';
    };
    proofOf: (row: AgreementRow) => string;
  },
) => {
  const deal = await lockDeal(tx, input.dealId);
  const rows = deal ? await findLatestAgreements(tx, deal.id) : [];
  if (deal?.state !== 'accepted' || rows[0]?.version !== input.version) return null;
  const inserted = await insertSignatures(
    tx,
    rows.map((row) => ({
      agreementId: row.id,
      userId: input.userId,
      role: input.role,
      name: input.name,
      signedAt: input.now,
      ...input.evidence,
      codeProof: input.proofOf(row),
      sha256: row.sha256,
    })),
  );
  if (!inserted) throw new AppError('CONFLICT', 'You signed this version already');
  const signatures = await listSignatures(
    tx,
    rows.map((row) => row.id),
  );
  const both = signedBy(rows, signatures).length === 2;
  if (both) await setDealState(tx, deal.id, { state: 'signed', signedAt: input.now, now: input.now });
  const conversation = deal.conversationId === null ? null : await findConversation(tx, deal.conversationId);
  const posted = conversation
    ? await insertDealCard(tx, {
        conversation,
        senderId: input.userId,
        senderRole: input.role === 'owner' ? 'poster' : 'seeker',
        text: both ? 'Signed the rent agreement. Both of you have signed it.' : 'Signed the rent agreement.',
        card: null,
        now: input.now,
      })
    : null;
  return { posted };
};

const versionMoved = (version: number) =>
  new AppError('CONFLICT', 'The agreement changed since you read it. Please read it again and sign.', {
    errors: [{ field: 'version', message: `The current version is ${version}` }],
  });

export const signAgreement = async (input: {
  deps: Deps;
  viewer: Viewer | null;
  id: number;
  body: { code: string; version: number };
  language: AgreementLanguageCode;
  context: RequestContext;
}) => {
  const viewer = requireUser(input.viewer);
  const { deps } = input;
  const { db } = deps.database;
  const now = deps.clock.now();
  const { deal, role, rows, signatures } = await currentVersion(deps, viewer, input.id);
  refuseUnsignable(deal, rows, signatures, role);
  const version = rows[0]!.version;
  if (input.body.version !== version) throw versionMoved(version);
  const checked = await checkOtpChallenge({
    db,
    secret: deps.config.appSecret,
    purpose: 'sign',
    target: codeTarget(deal.id, version, viewer.id),
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
  const done = await db.transaction((tx) =>
    recordSignature(tx, {
      dealId: deal.id,
      version,
      userId: viewer.id,
      role,
      name: viewer.fullName,
      now,
      evidence: {
        ip: input.context.ip,
        userAgent: input.context.userAgent?.slice(0, 500) ?? null,
        contact,
        provider: 'thikana-otp',
      },
      // The code's proof: which challenge and code signed which hash, keyed so no code can be read back.
      proofOf: (row) =>
        createHmac('sha256', deps.config.appSecret)
          .update(`sign:${checked.challengeId}:${row.sha256}:${input.body.code}`)
          .digest('hex'),
    }),
  );
  if (!done) throw versionMoved(version);
  if (done.posted) await publishDealCard(db, deps.live, done.posted, now);
  return readAgreement({ deps, viewer, id: deal.id, language: input.language });
};

/** The e-sign provider's signed callback: a signature it vouches for, on the version it was asked to sign. */
export const receiveESignCallback = async (input: { deps: Deps; delivery: ESignDelivery }) => {
  const { deps } = input;
  if (!deps.esign) throw new AppError('NOT_FOUND', 'No e-sign provider is set up');
  const reading = deps.esign.readCallback(input.delivery);
  if (!reading.ok)
    throw badInput(
      'body',
      reading.problem === 'signature' ? 'The signature does not match' : 'The body is not a callback',
    );
  const { completion } = reading;
  const match = /^agreement:(\d+):v(\d+):user:(\d+):(owner|tenant)$/.exec(completion.reference);
  if (!match) throw badInput('reference', 'Unknown signing request');
  const [dealId, version, userId] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const role = match[4] as 'owner' | 'tenant';
  const deal = await findDeal(deps.database.db, dealId);
  if (!deal || (role === 'owner' ? deal.ownerId : deal.tenantId) !== userId)
    throw badInput('reference', 'Unknown signing request');
  const rows = await findLatestAgreements(deps.database.db, dealId);
  if (!rows.some((row) => row.sha256 === completion.sha256)) return { status: 'ignored' as const };
  const [signer] = await listPeople(deps.database.db, [userId]);
  const done = await deps.database.db.transaction((tx) =>
    recordSignature(tx, {
      dealId,
      version,
      userId,
      role,
      name: signer?.fullName ?? 'Deleted account',
      now: completion.signedAt,
      evidence: { ip: null, userAgent: null, contact: completion.signerHint, provider: deps.esign!.kind },
      proofOf: () => completion.proof,
    }),
  );
  if (!done) return { status: 'ignored' as const };
  if (done.posted) await publishDealCard(deps.database.db, deps.live, done.posted, deps.clock.now());
  return { status: 'signed' as const };
};
