// City and locality names, and listing titles, in the language the site is read in
// (docs/decisions/0104-place-names-in-hindi.md): a Hindi reader reads the places we have names
// for in Devanagari and titles composed in Hindi (places-in-hindi.ts, loaded with the Hindi
// catalogue); descriptions and everything else people wrote stay as written. An English reader
// reads the names as stored and the API's own title.
import { useCallback } from 'react';
import type { TitleWords } from '../../shared/schemas/title-words.ts';
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

/** What names a listing: the listing itself, or a title kept with the values it is composed from. */
export type Named = Titled | { title: string; title_words?: TitleWords | null };

/**
 * A listing's name wherever it is shown, a conversation's or a visit's too
 * (docs/decisions/0145-hindi-wherever-a-listing-is-named.md): the English title as kept for an
 * English reader; for a Hindi reader composed in Hindi from the listing's values, or, once the
 * listing is gone, from the kept title read back into them.
 */
export const useListingName = () => {
  const label = useEnumLabel();
  const places = usePlaceNames();
  return useCallback(
    (named: Named) => {
      if ('configuration' in named) return places.title(named, label);
      if (named.title_words) return places.title({ title: named.title, ...named.title_words }, label);
      return places.keptTitle(named.title, label);
    },
    [places, label],
  );
};
