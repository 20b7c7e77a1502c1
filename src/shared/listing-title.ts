// The one way a listing is named everywhere ("2BHK Apartment in Andheri West"):
// the listing form, the server when it stores a listing, and the demo content. A Hindi reader
// reads it composed in Hindi from the same values ("अंधेरी वेस्ट में 2BHK अपार्टमेंट"): the web
// app gives the Hindi labels and place name (docs/decisions/0104-place-names-in-hindi.md); the
// API keeps answering the English title.
import { CONFIGURATIONS, type Configuration, labelOf, PROPERTY_TYPES, type PropertyType } from './enums.ts';
import type { FormatLocale } from './format.ts';

/** The words of a title, each already in the reader's language. */
export type TitleParts = { configuration: string; propertyType: string; locality: string };

/** "2BHK Apartment in Andheri West" / "अंधेरी वेस्ट में 2BHK अपार्टमेंट" */
export const composeTitle = (parts: TitleParts, locale: FormatLocale = 'en-IN') =>
  locale === 'hi-IN'
    ? `${parts.locality} में ${parts.configuration} ${parts.propertyType}`
    : `${parts.configuration} ${parts.propertyType} in ${parts.locality}`;

export const listingTitle = (listing: {
  configuration: Configuration;
  property_type: PropertyType;
  locality: string;
}) =>
  composeTitle({
    configuration: labelOf(CONFIGURATIONS, listing.configuration),
    propertyType: labelOf(PROPERTY_TYPES, listing.property_type),
    locality: listing.locality.trim(),
  });

/**
 * A title read back into its values ("2BHK Apartment in Andheri West" -> _2BHK, APARTMENT,
 * "Andheri West"), for a title kept after its listing is gone; null for any other text
 * (docs/decisions/0145-hindi-wherever-a-listing-is-named.md).
 */
export const wordsOfTitle = (
  title: string,
): { configuration: Configuration; property_type: PropertyType; locality: string } | null => {
  for (const type of PROPERTY_TYPES) {
    for (const configuration of CONFIGURATIONS) {
      const start = `${configuration.label} ${type.label} in `;
      const locality = title.startsWith(start) ? title.slice(start.length).trim() : '';
      if (locality) return { configuration: configuration.value, property_type: type.value, locality };
    }
  }
  return null;
};
