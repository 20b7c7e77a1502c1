// How places and titles read, in English until the Hindi names' chunk is here (places-in-hindi.ts,
// handed over by switch-language.ts, read by place-names.ts). Imports nothing that carries code,
// so the first render holds only the English way.
import type { Listing } from '../../shared/schemas/listing.ts';

export type Titled = Pick<Listing, 'title' | 'configuration' | 'property_type' | 'city' | 'locality'>;
/** What useEnumLabel gives: a stored value's label in the language read. */
export type EnumLabel = (group: 'configuration' | 'propertyType', value: string) => string;

export type Places = {
  /** "Pune" / "पुणे" */
  city: (name: string) => string;
  /** ('Pune', 'Baner') -> "Baner" / "बाणेर" */
  locality: (inCity: string, name: string) => string;
  /** "Baner, Pune" / "बाणेर, पुणे" */
  where: (home: { city: string; locality: string }) => string;
  /** The API's title in English; composed from the listing's values in Hindi. */
  title: (listing: Titled, label: EnumLabel) => string;
  /** A title kept after its listing went: as kept in English, read back into its values in Hindi. */
  keptTitle: (title: string, label: EnumLabel) => string;
};

export const ENGLISH_PLACES: Places = {
  city: (name) => name,
  locality: (_city, name) => name,
  where: (home) => `${home.locality}, ${home.city}`,
  title: (listing) => listing.title,
  keptTitle: (title) => title,
};

let hindi: Places | null = null;

export const setHindiPlaceNames = (loaded: { HINDI_PLACES: Places }) => {
  hindi = loaded.HINDI_PLACES;
};

/** null until the Hindi catalogue has been loaded once. */
export const hindiPlaceNames = () => hindi;
