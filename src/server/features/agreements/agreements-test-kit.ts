// A deal's terms as the tests of agreements draft them: a semi-furnished 2BHK in Pune.
import type { AgreementInput } from './types.ts';

export const sampleInput = (over: Partial<AgreementInput> = {}): AgreementInput => ({
  owner: { name: 'Asha Rao', phone: '+91 98200 00010', email: 'asha@example.com' },
  tenant: { name: 'Vikram Singh', phone: '+91 99300 00020' },
  premises: {
    title: '2BHK Apartment in Kothrud',
    address: 'Flat 4, Shanti Niwas, Paud Road',
    locality: 'Kothrud',
    city: 'Pune',
    propertyType: 'Apartment',
    bhk: '2BHK',
    furnishing: 'Semi-furnished',
    furnishingItems: ['wardrobes', 'fans'],
  },
  terms: {
    rent: 25_000,
    deposit: 1_00_000,
    maintenance: 1_500,
    moveIn: '2027-01-01',
    termMonths: 11,
    lockInMonths: 3,
    noticeMonths: 1,
    rentDueDay: 5,
    depositRefundDays: 30,
    houseRules: ['No smoking indoors'],
  },
  language: 'en',
  draftedOn: '2026-12-08',
  ...over,
});
