// The rent agreement's versions (docs/product/deals.md#the-agreement): drawn from the accepted
// terms, the listing and both people's names and proven contacts, in English and Hindi together.
// Accepting terms that change the text makes a new version, and the signatures on the old one no
// longer count; a person's details changing redraws only a version nobody signed yet
// (docs/decisions/0156-signatures-and-verify.md).
import { CONFIGURATIONS, FURNISHINGS, PROPERTY_TYPES } from '../../../shared/enums.ts';
import { todayInIndia } from '../../../shared/format.ts';
import type { DealRole } from '../../../shared/schemas/deal-card.ts';
import type { AgreementLanguageCode, StateNote } from '../../../shared/schemas/deals.ts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import {
  type AgreementDocument,
  type AgreementParty,
  draftAgreement,
  type StateRules,
  sha256OfText,
} from '../agreements/index.ts';
import {
  type AgreementRow,
  type DealListing,
  type DealPerson,
  type DealRow,
  findLatestAgreements,
  insertAgreementVersion,
  listPeople,
  listSignatures,
  type SignatureRow,
} from './store.ts';
import { agreementTermsOf, type TermsColumns } from './terms.ts';

const LANGUAGES: AgreementLanguageCode[] = ['en', 'hi'];

const labelOf = (options: readonly { value: string; label: string }[], value: string | null) =>
  options.find((option) => option.value === value)?.label ?? value;

/** A party as the agreement names them: their name and only the contacts they proved. */
const partyOf = (person: DealPerson | undefined): AgreementParty => ({
  name: person?.fullName || 'Deleted account',
  phone: person?.mobileNo && person.mobileVerifiedAt ? `+91 ${person.mobileNo}` : null,
  email: person?.email && person.emailVerifiedAt ? person.email : null,
});

/** The agreement in both languages; dated the day the terms were accepted, so a redraft reads the same. */
const draftBoth = async (
  db: DbOrTx,
  deal: DealRow,
  listing: DealListing,
  accepted: TermsColumns & { createdAt: Date },
) => {
  const people = await listPeople(
    db,
    [deal.ownerId, deal.tenantId].flatMap((id) => (id === null ? [] : [id])),
  );
  const input = {
    owner: partyOf(people.find((person) => person.id === deal.ownerId)),
    tenant: partyOf(people.find((person) => person.id === deal.tenantId)),
    premises: {
      title: listing.title,
      // Listings publish no street address: the agreement names the locality and city.
      address: `${listing.locality}, ${listing.city}`,
      locality: listing.locality,
      city: listing.city,
      propertyType: labelOf(PROPERTY_TYPES, listing.propertyType) ?? listing.propertyType,
      bhk: labelOf(CONFIGURATIONS, listing.configuration),
      furnishing: labelOf(FURNISHINGS, listing.furnishingStatus),
      furnishingItems: [],
    },
    terms: agreementTermsOf(accepted),
    draftedOn: todayInIndia(accepted.createdAt),
  };
  return LANGUAGES.map((language) => draftAgreement({ ...input, language }));
};

const rowsOf = (deal: DealRow, version: number, documents: AgreementDocument[], now: Date) =>
  documents.map((doc) => ({
    dealId: deal.id,
    version,
    language: doc.language,
    text: doc.text,
    // What is signed: the canonical text's hash (docs/decisions/0154-what-is-signed-is-the-texts-hash.md).
    sha256: sha256OfText(doc),
    document: { title: doc.title, sections: doc.sections },
    stateRules: doc.state as unknown as Record<string, unknown>,
    createdAt: now,
  }));

const sameTexts = (latest: AgreementRow[], documents: AgreementDocument[]) =>
  documents.every((doc) => latest.some((row) => row.language === doc.language && row.text === doc.text));

/**
 * After an acceptance: a new version when the accepted terms make another text. The same terms
 * accepted again keep the version and its signatures.
 */
export const draftNewVersion = async (
  tx: Tx,
  deal: DealRow,
  listing: DealListing,
  accepted: TermsColumns & { createdAt: Date },
) => {
  const latest = await findLatestAgreements(tx, deal.id);
  const documents = await draftBoth(tx, deal, listing, accepted);
  if (latest.length > 0 && sameTexts(latest, documents)) return latest;
  const version = (latest[0]?.version ?? 0) + 1;
  return (await insertAgreementVersion(tx, rowsOf(deal, version, documents, accepted.createdAt))) ?? latest;
};

/**
 * Before reading an accepted deal's agreement: a version nobody signed is redrawn when a person's
 * name or proven contacts changed since; a signed one stays as signed.
 */
export const refreshUnsignedVersion = async (
  tx: Tx,
  deal: DealRow,
  listing: DealListing | null,
  accepted: (TermsColumns & { createdAt: Date }) | undefined,
  now: Date,
) => {
  const latest = await findLatestAgreements(tx, deal.id);
  if (!listing || !accepted || latest.length === 0) return latest;
  if (
    (
      await listSignatures(
        tx,
        latest.map((row) => row.id),
      )
    ).length > 0
  )
    return latest;
  const documents = await draftBoth(tx, deal, listing, accepted);
  if (sameTexts(latest, documents)) return latest;
  return (await insertAgreementVersion(tx, rowsOf(deal, latest[0]!.version + 1, documents, now))) ?? latest;
};

/** Which sides signed every text of the version. */
export const signedBy = (version: AgreementRow[], signatures: SignatureRow[]): DealRole[] =>
  (['owner', 'tenant'] as const).filter((role) =>
    version.every((row) => signatures.some((s) => s.agreementId === row.id && s.role === role)),
  );

/** The deal's current version and who signed it, for the deal's answer; null before any acceptance. */
export const agreementSummary = async (db: Db, deal: DealRow) => {
  const latest = await findLatestAgreements(db, deal.id);
  if (latest.length === 0) return null;
  const signatures = await listSignatures(
    db,
    latest.map((row) => row.id),
  );
  return { version: latest[0]!.version, signed_by: signedBy(latest, signatures) };
};

/** The state's rules as the API names them. */
export const stateNoteOf = (rules: StateRules): StateNote => {
  const source = (s: StateRules['registration']['source']) => ({ title: s.title, url: s.url, as_of: s.asOf });
  return {
    state: rules.state,
    state_hi: rules.stateHi,
    registration: { ...rules.registration, source: source(rules.registration.source) },
    stamp_duty: {
      estimate: rules.stampDuty.estimate,
      formula: rules.stampDuty.formula,
      source: source(rules.stampDuty.source),
      note: rules.stampDuty.note ?? null,
    },
    deposit_cap: rules.depositCap
      ? {
          months: rules.depositCap.months,
          law: rules.depositCap.law,
          source: source(rules.depositCap.source),
        }
      : null,
    warnings: rules.warnings,
  };
};

/** The stored row as the document the PDF draws. */
export const documentOf = (row: AgreementRow): AgreementDocument => ({
  title: row.document.title,
  language: row.language,
  sections: row.document.sections,
  state: row.stateRules as unknown as StateRules,
  text: row.text,
});
