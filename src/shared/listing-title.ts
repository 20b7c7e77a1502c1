// A listing's title as cards, the detail page, meta tags and search show it:
// "2BHK Apartment in Andheri West" (DECISIONS.md, the listing payload's `title`).
import { CONFIGURATIONS, type Configuration, labelOf, PROPERTY_TYPES, type PropertyType } from './enums.ts';

export const listingTitle = (input: {
  configuration: Configuration;
  property_type: PropertyType;
  locality: string;
}) =>
  `${labelOf(CONFIGURATIONS, input.configuration)} ${labelOf(PROPERTY_TYPES, input.property_type)} in ${input.locality.trim()}`;
