// The one way a listing is named everywhere ("2BHK Apartment in Andheri West"):
// the listing form, the server when it stores a listing, and the demo content.
import { CONFIGURATIONS, type Configuration, labelOf, PROPERTY_TYPES, type PropertyType } from './enums.ts';

export const listingTitle = (listing: {
  configuration: Configuration;
  property_type: PropertyType;
  locality: string;
}) =>
  `${labelOf(CONFIGURATIONS, listing.configuration)} ${labelOf(PROPERTY_TYPES, listing.property_type)} in ${listing.locality.trim()}`;
