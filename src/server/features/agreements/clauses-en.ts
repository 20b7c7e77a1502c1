// The clauses of a rent agreement in English (docs/product/agreements.md lists what each says).
import { type ClauseFacts, partyLine } from './clause-facts.ts';
import type { AgreementSection } from './types.ts';

const WORDS = { phone: 'phone', email: 'email', address: 'residing at', pan: 'PAN' };

export const englishTitle = (f: ClauseFacts) =>
  f.isLeaveAndLicence ? 'Leave and Licence Agreement' : 'Rent Agreement';

export const englishClauses = (f: ClauseFacts): AgreementSection[] => {
  const { owner, tenant, premises, terms } = f.input;
  const state = f.rules.state;
  const ownerRole = f.isLeaveAndLicence ? 'the Owner (the Licensor)' : 'the Owner';
  const tenantRole = f.isLeaveAndLicence ? 'the Tenant (the Licensee)' : 'the Tenant';
  const kind = [premises.bhk, premises.furnishing, premises.propertyType].filter(Boolean).join(', ');
  const sections: AgreementSection[] = [
    {
      heading: '1. Parties',
      paragraphs: [
        `This agreement is made on ${f.drafted} between ${partyLine(owner, WORDS)}, ${ownerRole}, and ${partyLine(tenant, WORDS)}, ${tenantRole}.`,
      ],
    },
    {
      heading: '2. Premises',
      paragraphs: [
        `The Owner lets the Tenant use the home "${premises.title}" (${kind}) at ${premises.address}, ${premises.locality}, ${premises.city}, ${state} (the Premises), for residence only.`,
        premises.furnishingItems.length > 0
          ? `The Premises come with these items, which the Tenant returns in the same condition, fair wear and tear excepted: ${premises.furnishingItems.join(', ')}.`
          : 'The Premises come without furniture or appliances of the Owner.',
      ],
    },
    {
      heading: '3. Term and renewal',
      paragraphs: [
        `The term is ${terms.termMonths} months, from ${f.moveIn} to ${f.lastDay}.`,
        'It may be renewed only by a new written agreement signed by both parties; any change of rent on renewal is agreed in that agreement.',
      ],
    },
    {
      heading: '4. Rent and due date',
      paragraphs: [
        `The rent is ${f.rent} a month, paid in advance on or before day ${terms.rentDueDay} of each month, by bank transfer or UPI to the account the Owner names in writing. The Owner acknowledges each payment with a receipt.`,
      ],
    },
    {
      heading: '5. Security deposit',
      paragraphs: [
        `The Tenant pays a refundable security deposit of ${f.deposit} to the Owner when this agreement is signed. It earns no interest.`,
        `The Owner refunds the deposit within ${terms.depositRefundDays} days after the Tenant hands the Premises back, less only the deductions clause 6 allows.`,
      ],
    },
    {
      heading: '6. Deductions only with evidence',
      paragraphs: [
        'The Owner may deduct from the deposit only rent or charges left unpaid, and the cost of repairing damage beyond fair wear and tear that the handover report shows.',
        'Each deduction is listed in writing with its amount and its evidence (the handover reports at move-in and move-out, photos, bills). Fair wear and tear is never deducted.',
      ],
    },
    {
      heading: '7. Maintenance and utilities',
      paragraphs: [
        terms.maintenance > 0
          ? `The Tenant pays a maintenance charge of ${f.maintenance} a month with the rent.`
          : 'There is no separate maintenance charge: the society maintenance is included in the rent.',
        'The Tenant pays for electricity, water, gas and internet by the meter or bill for the term. The Owner pays the property tax and the society’s charges for major repairs.',
      ],
    },
    {
      heading: '8. Lock-in and notice',
      paragraphs: [
        terms.lockInMonths > 0
          ? `Neither party may end this agreement in its first ${terms.lockInMonths} months (the lock-in), except for a breach of it.`
          : 'There is no lock-in period.',
        `After that, either party may end it by giving ${terms.noticeMonths} month${terms.noticeMonths === 1 ? '' : 's'}' notice in writing, or the rent for the notice period (${f.noticeRent}) instead of notice.`,
      ],
    },
    {
      heading: '9. Use and subletting',
      paragraphs: [
        'The Tenant uses the Premises as a home for themselves and their family, keeps to the society’s rules, and does not sublet, assign or part with the Premises without the Owner’s written consent.',
        ...(terms.houseRules.length > 0
          ? [`House rules agreed by both parties: ${terms.houseRules.join('; ')}.`]
          : []),
      ],
    },
    {
      heading: '10. Entry',
      paragraphs: [
        'The Owner may enter the Premises for inspection or repairs at a reasonable hour after giving at least 24 hours’ notice, or at any time in an emergency.',
      ],
    },
    {
      heading: '11. Repairs',
      paragraphs: [
        'The Tenant takes care of minor day-to-day repairs (bulbs, tap washers, fuses). The Owner carries out structural, plumbing, wiring and appliance repairs within a reasonable time, unless the damage was caused by the Tenant’s misuse.',
      ],
    },
    {
      heading: '12. Handover report',
      paragraphs: [
        'At move-in both parties sign a handover report recording the condition of the Premises, the items, the meter readings and photos. It is part of this agreement. At move-out it is compared with a second report, signed the same way.',
      ],
    },
    {
      heading: '13. Governing law',
      paragraphs: [
        `This agreement is governed by the laws of India and of ${state}${f.isLeaveAndLicence ? ', including the Maharashtra Rent Control Act, 1999' : ''}. The courts at ${premises.city} have jurisdiction.`,
      ],
    },
    {
      heading: '14. Signatures',
      paragraphs: [
        `Both parties have read this agreement and sign it of their own free will: ${owner.name.trim()} as the Owner and ${tenant.name.trim()} as the Tenant.`,
      ],
    },
  ];
  return sections;
};
