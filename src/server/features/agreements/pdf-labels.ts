// The words of the PDF around the agreement: the state's note and the audit page, in both
// languages (docs/product/agreements.md).
import type { AgreementLanguage, StateRules } from './types.ts';

type Labels = {
  page: (n: number, of: number) => string;
  stateHeading: (rules: StateRules) => string;
  stateIntro: string;
  registration: string;
  registrationSummary: (required: StateRules['registration']['required']) => string;
  stampDuty: string;
  stampSummary: (estimate: string | null) => string;
  depositCap: string;
  warnings: string;
  source: (title: string, url: string, asOf: string) => string;
  auditHeading: string;
  auditIntro: string;
  hash: string;
  role: { owner: string; tenant: string };
  signedAt: string;
  via: string;
  ip: string;
  verify: string;
  unsigned: string;
};

const ENGLISH: Labels = {
  page: (n, of) => `Page ${n} of ${of}`,
  stateHeading: (rules) => `${rules.state}: registration, stamp duty and deposit`,
  stateIntro:
    'What we read of the state’s rules for this agreement, with each source and the date we read it. This note is not part of the signed agreement and is not legal advice.',
  registration: 'Registration',
  registrationSummary: (required) =>
    required === 'unsure'
      ? 'Required? We are not sure: check with the sub-registrar.'
      : required
        ? 'Required: this agreement must be registered with the sub-registrar.'
        : 'Not compulsory for this term.',
  stampDuty: 'Stamp duty',
  stampSummary: (estimate) =>
    estimate ? `Estimate: ${estimate}` : 'No estimate: check with the sub-registrar.',
  depositCap: 'Deposit cap',
  warnings: 'Before signing',
  source: (title, url, asOf) => `Source: ${title}, ${url} (read ${asOf})`,
  auditHeading: 'Signatures and verification',
  auditIntro:
    'Each party signed with a one-time code sent to a contact they had proven. What they signed is the SHA-256 hash of the agreement’s text; anyone holding the text can recompute it and compare it at the address below.',
  hash: 'SHA-256 of the agreement’s text',
  role: { owner: 'Owner', tenant: 'Tenant' },
  signedAt: 'Signed at',
  via: 'Confirmed by',
  ip: 'From address',
  verify: 'Verify at',
  unsigned: 'Not signed yet',
};

const HINDI: Labels = {
  page: (n, of) => `पृष्ठ ${n} / ${of}`,
  stateHeading: (rules) => `${rules.stateHi}: पंजीकरण, स्टांप शुल्क और प्रतिभूति राशि`,
  stateIntro:
    'इस अनुबंध के लिए राज्य के नियमों के बारे में हमने जो पढ़ा, हर स्रोत और पढ़ने की तारीख़ के साथ। नियमों का विवरण स्रोत की भाषा, अंग्रेज़ी में है। यह नोट हस्ताक्षरित अनुबंध का हिस्सा नहीं है और क़ानूनी सलाह नहीं है।',
  registration: 'पंजीकरण',
  registrationSummary: (required) =>
    required === 'unsure'
      ? 'आवश्यक? हमें पक्का नहीं पता: उप-पंजीयक से पूछें।'
      : required
        ? 'आवश्यक: इस अनुबंध का उप-पंजीयक के यहाँ पंजीकरण होना चाहिए।'
        : 'इस अवधि के लिए अनिवार्य नहीं।',
  stampDuty: 'स्टांप शुल्क',
  stampSummary: (estimate) => (estimate ? `अनुमान: ${estimate}` : 'कोई अनुमान नहीं: उप-पंजीयक से पूछें।'),
  depositCap: 'प्रतिभूति राशि की सीमा',
  warnings: 'हस्ताक्षर से पहले',
  source: (title, url, asOf) => `स्रोत: ${title}, ${url} (${asOf} को पढ़ा)`,
  auditHeading: 'हस्ताक्षर और सत्यापन',
  auditIntro:
    'हर पक्ष ने अपने सत्यापित संपर्क पर भेजे गए एक बार के कोड से हस्ताक्षर किए। हस्ताक्षर अनुबंध के पाठ के SHA-256 हैश पर हुए हैं; पाठ रखने वाला कोई भी व्यक्ति इसे दोबारा निकालकर नीचे दिए पते पर मिला सकता है।',
  hash: 'अनुबंध के पाठ का SHA-256',
  role: { owner: 'मकान मालिक', tenant: 'किरायेदार' },
  signedAt: 'हस्ताक्षर का समय',
  via: 'पुष्टि',
  ip: 'पता (IP)',
  verify: 'सत्यापन',
  unsigned: 'अभी हस्ताक्षर नहीं हुए',
};

export const pdfLabels = (language: AgreementLanguage) => (language === 'hi' ? HINDI : ENGLISH);
