// The clauses of a rent agreement in Hindi, clause for clause the English ones
// (clauses-en.ts; docs/product/agreements.md).
import { cityInHindi, localityInHindi } from '../../../shared/place-names-hindi.ts';
import { type ClauseFacts, partyLine } from './clause-facts.ts';
import type { AgreementSection } from './types.ts';

const WORDS = { phone: 'फ़ोन', email: 'ईमेल', address: 'निवासी', pan: 'पैन' };

export const hindiTitle = (f: ClauseFacts) => (f.isLeaveAndLicence ? 'लीव एंड लाइसेंस अनुबंध' : 'किराया अनुबंध');

export const hindiClauses = (f: ClauseFacts): AgreementSection[] => {
  const { owner, tenant, premises, terms } = f.input;
  const state = f.rules.stateHi;
  const ownerRole = f.isLeaveAndLicence ? 'मकान मालिक (लाइसेंसदाता)' : 'मकान मालिक';
  const tenantRole = f.isLeaveAndLicence ? 'किरायेदार (लाइसेंसधारी)' : 'किरायेदार';
  const city = cityInHindi(premises.city) ?? premises.city;
  const locality = localityInHindi(premises.city, premises.locality) ?? premises.locality;
  const kind = [premises.bhk, premises.furnishing, premises.propertyType].filter(Boolean).join(', ');
  return [
    {
      heading: '1. पक्षकार',
      paragraphs: [
        `यह अनुबंध ${f.drafted} को ${partyLine(owner, WORDS)} (${ownerRole}) और ${partyLine(tenant, WORDS)} (${tenantRole}) के बीच किया जाता है।`,
      ],
    },
    {
      heading: '2. परिसर',
      paragraphs: [
        `मकान मालिक किरायेदार को घर "${premises.title}" (${kind}), पता ${premises.address}, ${locality}, ${city}, ${state} (परिसर) केवल रहने के लिए उपयोग करने देता है।`,
        premises.furnishingItems.length > 0
          ? `परिसर के साथ ये सामान दिए जाते हैं, जिन्हें किरायेदार सामान्य टूट-फूट को छोड़कर उसी हालत में लौटाएगा: ${premises.furnishingItems.join(', ')}।`
          : 'परिसर के साथ मकान मालिक का कोई फ़र्नीचर या उपकरण नहीं दिया जाता।',
      ],
    },
    {
      heading: '3. अवधि और नवीनीकरण',
      paragraphs: [
        `अनुबंध की अवधि ${terms.termMonths} महीने है, ${f.moveIn} से ${f.lastDay} तक।`,
        'इसका नवीनीकरण केवल दोनों पक्षों के हस्ताक्षर वाले नए लिखित अनुबंध से होगा; नवीनीकरण पर किराये में कोई भी बदलाव उसी अनुबंध में तय होगा।',
      ],
    },
    {
      heading: '4. किराया और देय तिथि',
      paragraphs: [
        `मासिक किराया ${f.rent} है, जो हर महीने की ${terms.rentDueDay} तारीख़ तक अग्रिम रूप से, मकान मालिक द्वारा लिखित में बताए गए खाते में बैंक ट्रांसफ़र या UPI से दिया जाएगा। मकान मालिक हर भुगतान की रसीद देगा।`,
      ],
    },
    {
      heading: '5. प्रतिभूति राशि (सिक्योरिटी डिपॉज़िट)',
      paragraphs: [
        `किरायेदार इस अनुबंध पर हस्ताक्षर के समय मकान मालिक को ${f.deposit} की वापसी-योग्य प्रतिभूति राशि देगा। इस पर कोई ब्याज नहीं मिलेगा।`,
        `किरायेदार के परिसर लौटाने के ${terms.depositRefundDays} दिनों के भीतर मकान मालिक प्रतिभूति राशि लौटाएगा, जिसमें से केवल धारा 6 में दी गई कटौतियाँ घटाई जा सकती हैं।`,
      ],
    },
    {
      heading: '6. कटौती केवल सबूत के साथ',
      paragraphs: [
        'मकान मालिक प्रतिभूति राशि से केवल बकाया किराया या शुल्क, और हैंडओवर रिपोर्ट में दिखी सामान्य टूट-फूट से अधिक क्षति की मरम्मत का ख़र्च काट सकता है।',
        'हर कटौती उसकी रकम और सबूत (प्रवेश और निकास की हैंडओवर रिपोर्ट, फ़ोटो, बिल) के साथ लिखित में बताई जाएगी। सामान्य टूट-फूट के लिए कभी कटौती नहीं होगी।',
      ],
    },
    {
      heading: '7. रखरखाव और बिजली-पानी',
      paragraphs: [
        terms.maintenance > 0
          ? `किरायेदार किराये के साथ हर महीने ${f.maintenance} रखरखाव शुल्क देगा।`
          : 'अलग से कोई रखरखाव शुल्क नहीं है: सोसाइटी का रखरखाव किराये में शामिल है।',
        'अवधि के दौरान बिजली, पानी, गैस और इंटरनेट का ख़र्च मीटर या बिल के अनुसार किरायेदार देगा। संपत्ति कर और सोसाइटी की बड़ी मरम्मत का ख़र्च मकान मालिक देगा।',
      ],
    },
    {
      heading: '8. लॉक-इन और नोटिस',
      paragraphs: [
        terms.lockInMonths > 0
          ? `पहले ${terms.lockInMonths} महीनों (लॉक-इन अवधि) में कोई भी पक्ष यह अनुबंध समाप्त नहीं कर सकता, सिवाय इसके कि दूसरे पक्ष ने अनुबंध तोड़ा हो।`
          : 'कोई लॉक-इन अवधि नहीं है।',
        `उसके बाद कोई भी पक्ष ${terms.noticeMonths} महीने का लिखित नोटिस देकर, या नोटिस के बदले नोटिस अवधि का किराया (${f.noticeRent}) देकर, अनुबंध समाप्त कर सकता है।`,
      ],
    },
    {
      heading: '9. उपयोग और आगे किराये पर देना',
      paragraphs: [
        'किरायेदार परिसर का उपयोग अपने और अपने परिवार के घर के रूप में करेगा, सोसाइटी के नियमों का पालन करेगा, और मकान मालिक की लिखित सहमति के बिना परिसर किसी और को किराये पर नहीं देगा, न सौंपेगा।',
        ...(terms.houseRules.length > 0
          ? [`दोनों पक्षों द्वारा तय घर के नियम: ${terms.houseRules.join('; ')}।`]
          : []),
      ],
    },
    {
      heading: '10. प्रवेश',
      paragraphs: [
        'मकान मालिक कम से कम 24 घंटे पहले सूचना देकर उचित समय पर निरीक्षण या मरम्मत के लिए परिसर में प्रवेश कर सकता है; आपात स्थिति में किसी भी समय।',
      ],
    },
    {
      heading: '11. मरम्मत',
      paragraphs: [
        'छोटी रोज़मर्रा की मरम्मत (बल्ब, नल की वॉशर, फ़्यूज़) किरायेदार करेगा। ढाँचे, प्लंबिंग, वायरिंग और उपकरणों की मरम्मत मकान मालिक उचित समय में कराएगा, जब तक कि क्षति किरायेदार के दुरुपयोग से न हुई हो।',
      ],
    },
    {
      heading: '12. हैंडओवर रिपोर्ट',
      paragraphs: [
        'प्रवेश के समय दोनों पक्ष एक हैंडओवर रिपोर्ट पर हस्ताक्षर करेंगे, जिसमें परिसर की हालत, सामान, मीटर रीडिंग और फ़ोटो दर्ज होंगे। यह रिपोर्ट इस अनुबंध का हिस्सा है। निकास के समय इसकी तुलना उसी तरह हस्ताक्षरित दूसरी रिपोर्ट से की जाएगी।',
      ],
    },
    {
      heading: '13. लागू कानून',
      paragraphs: [
        `यह अनुबंध भारत और ${state} के कानूनों के अधीन है${f.isLeaveAndLicence ? ', जिनमें महाराष्ट्र किराया नियंत्रण अधिनियम, 1999 शामिल है' : ''}। ${city} के न्यायालयों को अधिकार क्षेत्र होगा।`,
      ],
    },
    {
      heading: '14. हस्ताक्षर',
      paragraphs: [
        `दोनों पक्षों ने यह अनुबंध पढ़ लिया है और अपनी इच्छा से इस पर हस्ताक्षर करते हैं: ${owner.name.trim()} मकान मालिक के रूप में और ${tenant.name.trim()} किरायेदार के रूप में।`,
      ],
    },
  ];
};
