// Places and titles as a Hindi reader reads them (docs/decisions/0104-place-names-in-hindi.md):
// the names we have in Devanagari (src/shared/place-names-hindi.ts), titles composed in Hindi
// from the listing's values; a locality typed otherwise stays as written. Loaded with the Hindi
// catalogue (switch-language.ts), never on the first render.
import { composeTitle, wordsOfTitle } from '../../shared/listing-title.ts';
import { cityInHindi, cityOfLocality, localityInHindi } from '../../shared/place-names-hindi.ts';
import type { EnumLabel, Places, Titled } from './hindi-place-names.ts';

const city = (name: string) => cityInHindi(name) ?? name;
const locality = (inCity: string, name: string) => localityInHindi(inCity, name) ?? name;

/** The city may be '' (a kept title's locality no city has): the locality then stays as written. */
const title = (listing: Omit<Titled, 'title' | 'city'> & { city: string }, label: EnumLabel) =>
  composeTitle(
    {
      configuration: label('configuration', listing.configuration),
      propertyType: label('propertyType', listing.property_type),
      locality: locality(listing.city, listing.locality.trim()),
    },
    'hi-IN',
  );

export const HINDI_PLACES: Places = {
  city,
  locality,
  where: (home) => `${locality(home.city, home.locality)}, ${city(home.city)}`,
  title,
  // A title kept after its listing went has no city: the locality names the first city that has it
  // (docs/decisions/0145-hindi-wherever-a-listing-is-named.md).
  keptTitle: (kept, label) => {
    const words = wordsOfTitle(kept);
    return words ? title({ city: cityOfLocality(words.locality) ?? '', ...words }, label) : kept;
  },
};
