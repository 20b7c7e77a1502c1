// Reading a deal's rent agreement, its PDF and the public check of a signed one
// (docs/product/deals.md#the-agreement, docs/decisions/0156-signatures-and-verify.md).
import type { Agreement, AgreementLanguageCode, VerifyResponse } from '../../../shared/schemas/deals.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { requireUser } from '../../http/guards.ts';
import { enforceLimit } from '../../http/rate-limit.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { agreementPdf, type SignatureLine } from '../agreements/index.ts';
import { documentOf, refreshUnsignedVersion, signedBy, stateNoteOf } from './agreement-drafts.ts';
import { requireDealOf } from './service.ts';
import {
  type AgreementRow,
  type DealRow,
  findLatestAgreements,
  findListing,
  findSignaturesBySha,
  listSignatures,
  listSteps,
  type SignatureRow,
} from './store.ts';

type Deps = Pick<AppDeps, 'database' | 'clock' | 'config'>;

/** A public lookup: 60 an hour from one address, like the site's other lookups by a secret. */
export const VERIFY_LIMIT = { perHour: 60, windowMs: 3_600_000 };

/**
 * The current version of an agreed deal's agreement, redrawn first while nobody signed it; 409
 * before the terms are accepted.
 */
export const currentVersion = async (deps: Pick<Deps, 'database' | 'clock'>, viewer: Viewer, id: number) => {
  const { db } = deps.database;
  const { deal, role } = await requireDealOf(db, viewer, id);
  if (!['accepted', 'signed', 'ended'].includes(deal.state)) {
    throw new AppError('CONFLICT', 'The agreement is drawn once both of you accept the terms');
  }
  const rows =
    deal.state === 'accepted'
      ? await db.transaction(async (tx) => {
          const steps = await listSteps(tx, [deal.id]);
          const listing = deal.listingId === null ? null : await findListing(tx, deal.listingId);
          const accepted = steps.findLast((step) => step.kind === 'accept');
          return refreshUnsignedVersion(tx, deal, listing, accepted, deps.clock.now());
        })
      : await findLatestAgreements(db, deal.id);
  if (rows.length === 0)
    throw new AppError('CONFLICT', 'The agreement is drawn once both of you accept the terms');
  const signatures = await listSignatures(
    db,
    rows.map((row) => row.id),
  );
  return { deal, role, rows, signatures };
};

const rowIn = (rows: AgreementRow[], language: AgreementLanguageCode) =>
  rows.find((row) => row.language === language) ?? rows[0]!;

const toAgreement = (
  deal: DealRow,
  row: AgreementRow,
  version: AgreementRow[],
  signatures: SignatureRow[],
): Agreement => {
  const document = documentOf(row);
  return {
    deal_id: deal.id,
    version: row.version,
    language: row.language,
    title: document.title,
    sections: document.sections,
    text: row.text,
    sha256: row.sha256,
    state: stateNoteOf(document.state),
    signatures: signatures
      .filter((signature) => signature.agreementId === row.id)
      .map((signature) => ({
        role: signature.role,
        name: signature.name,
        signed_at: signature.signedAt.toISOString(),
        via: viaOf(signature),
      })),
    signed: signedBy(version, signatures).length === 2,
    created_at: row.createdAt.toISOString(),
  };
};

const viaOf = (signature: SignatureRow) =>
  signature.provider === 'thikana-otp' ? `code to ${signature.contact}` : `e-sign (${signature.contact})`;

export const readAgreement = async (input: {
  deps: Deps;
  viewer: Viewer | null;
  id: number;
  language: AgreementLanguageCode;
}) => {
  const viewer = requireUser(input.viewer);
  const { deal, rows, signatures } = await currentVersion(input.deps, viewer, input.id);
  return { agreement: toAgreement(deal, rowIn(rows, input.language), rows, signatures) };
};

/** The agreement as a PDF; once both signed, with the audit page: signatures, hash and where to check it. */
export const agreementPdfOf = async (input: {
  deps: Deps;
  viewer: Viewer | null;
  id: number;
  language: AgreementLanguageCode;
}) => {
  const viewer = requireUser(input.viewer);
  const { deal, rows, signatures } = await currentVersion(input.deps, viewer, input.id);
  const row = rowIn(rows, input.language);
  const signed = signedBy(rows, signatures).length === 2;
  const lines: SignatureLine[] = signatures
    .filter((signature) => signature.agreementId === row.id)
    .map((signature) => ({
      role: signature.role,
      name: signature.name,
      signedAt: signature.signedAt.toISOString(),
      via: viaOf(signature),
      ip: signature.ip,
    }));
  const verifyUrl = `${input.deps.config.PUBLIC_URL.replace(/\/$/, '')}/agreements/verify?sha256=${row.sha256}`;
  const pdf = await agreementPdf(
    documentOf(row),
    signed ? { sha256: row.sha256, signatures: lines, verifyUrl } : null,
  );
  return { pdf, filename: `thikana-agreement-${deal.id}-v${row.version}-${row.language}.pdf` };
};

/** "Priya Sharma" -> "Priya S.": the first name and the initial of the last, nothing more. */
export const maskedName = (name: string) => {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  const last = words.length > 1 ? words.at(-1)! : '';
  return last ? `${words[0]} ${[...last][0]!.toLocaleUpperCase('en-IN')}.` : words[0]!;
};

/**
 * Public: whether a text with this hash was signed by both sides, by whom (first name and initial)
 * and when. Nothing else: no deal, home, contact or a draft's existence (docs/decisions/0156-signatures-and-verify.md).
 */
export const verifyAgreement = async (input: {
  db: Db;
  ip: string;
  now: Date;
  sha256: string;
}): Promise<VerifyResponse> => {
  await enforceLimit(input.db, {
    key: `agreement-verify:${input.ip}`,
    limit: VERIFY_LIMIT.perHour,
    windowMs: VERIFY_LIMIT.windowMs,
    now: input.now,
    message: 'Too many checks from here. Please try again in an hour.',
  });
  const rows = await findSignaturesBySha(input.db, input.sha256);
  const roles = new Set(rows.map((row) => row.role));
  if (!roles.has('owner') || !roles.has('tenant')) return { signed: false };
  return {
    signed: true,
    signatures: rows.map((row) => ({
      role: row.role,
      name: maskedName(row.name),
      signed_at: row.signedAt.toISOString(),
    })),
  };
};
