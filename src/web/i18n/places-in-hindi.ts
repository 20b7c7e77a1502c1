// Places and titles as a Hindi reader reads them (docs/decisions/0104-place-names-in-hindi.md):
// the names we have in Devanagari (src/shared/place-names-hindi.ts), titles composed in Hindi
// from the listing's values; a locality typed otherwise stays as written. Loaded with the Hindi
// catalogue (switch-language.ts), never on the first render.
import { composeTitle } from '../../shared/listing-title.ts';
import { cityInHindi, localityInHindi } from '../../shared/place-names-hindi.ts';
import type { Places } from './hindi-place-names.ts';

const city = (name: string) => cityInHindi(name) ?? name;
const locality = (inCity: string, name: string) => localityInHindi(inCity, name) ?? name;

export const HINDI_PLACES: Places = {
  city,
  locality,
  where: (home) => `${locality(home.city, home.locality)}, ${city(home.city)}`,
  title: (listing, label) =>
    composeTitle(
      {
        configuration: label('configuration', listing.configuration),
        propertyType: label('propertyType', listing.property_type),
        locality: locality(listing.city, listing.locality.trim()),
      },
      'hi-IN',
    ),
};
