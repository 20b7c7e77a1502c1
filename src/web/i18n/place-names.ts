// City and locality names, and listing titles, in the language the site is read in
// (docs/decisions/0104-place-names-in-hindi.md): a Hindi reader reads the places we have names
// for in Devanagari and titles composed in Hindi (places-in-hindi.ts, loaded with the Hindi
// catalogue); descriptions and everything else people wrote stay as written. An English reader
// reads the names as stored and the API's own title.
import { useCallback } from 'react';
import { ENGLISH_PLACES, hindiPlaceNames, type Titled } from './hindi-place-names.ts';
import { useEnumLabel } from './use-enum-label.ts';
import { useTranslation } from './use-translation.ts';

/** places.city('Pune'), places.locality('Pune', 'Baner'), places.where(home) */
export const usePlaceNames = () => {
  const { language } = useTranslation();
  return (language === 'hi' && hindiPlaceNames()) || ENGLISH_PLACES;
};

/** A listing's title: the API's in English, composed from its values in Hindi. */
export const useListingTitle = () => {
  const label = useEnumLabel();
  const places = usePlaceNames();
  return useCallback((listing: Titled) => places.title(listing, label), [places, label]);
};
