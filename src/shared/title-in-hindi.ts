// A listing's English title as a Hindi reader reads it, for texts the server writes in Hindi
// (notices; docs/decisions/0145-hindi-wherever-a-listing-is-named.md): read back into its values,
// composed in Hindi with the place's Devanagari name. The words are the Hindi catalogue's
// (src/web/i18n/locales/hi.json, enums); a title that is not one of ours stays as it is.
import type { Configuration, PropertyType } from './enums.ts';
import { composeTitle, wordsOfTitle } from './listing-title.ts';
import { cityOfLocality, localityInHindi } from './place-names-hindi.ts';

const TYPES_IN_HINDI: Readonly<Record<PropertyType, string>> = {
  APARTMENT: 'अपार्टमेंट',
  WEEKEND_HOME: 'वीकेंड होम',
  PG_HOSTEL: 'PG/हॉस्टल',
  CO_LIVING: 'को-लिविंग',
};

const CONFIGURATIONS_IN_HINDI: Readonly<Record<Configuration, string>> = {
  _1BHK: '1BHK',
  _2BHK: '2BHK',
  _3BHK: '3BHK',
  _4BHK: '4BHK',
  _5BHK: '5BHK',
  _6BHK: '6BHK',
  SINGLE_SHARING: 'सिंगल शेयरिंग',
  DOUBLE_SHARING: 'डबल शेयरिंग',
  TRIPLE_SHARING: 'ट्रिपल शेयरिंग',
  FOUR_SHARING: 'फ़ोर शेयरिंग',
};

/** "2BHK Apartment in Kothrud" -> "कोथरूड में 2BHK अपार्टमेंट"; other text as it is. */
export const titleInHindi = (title: string) => {
  const words = wordsOfTitle(title);
  if (!words) return title;
  const city = cityOfLocality(words.locality);
  return composeTitle(
    {
      configuration: CONFIGURATIONS_IN_HINDI[words.configuration],
      propertyType: TYPES_IN_HINDI[words.property_type],
      locality: (city && localityInHindi(city, words.locality)) || words.locality,
    },
    'hi-IN',
  );
};
