// What search engines read on a listing's page (docs/decisions/0090-structured-data.md): the
// listing as a schema.org RealEstateListing whose main entity is the home (Apartment, House or
// Room) and whose offer is the rent, and the trail Home > City > Locality > listing.
import { CITIES } from '../../../shared/cities.ts';
import type { Configuration, ListingStatus, PropertyType } from '../../../shared/enums.ts';
import { RULES_BY_PROPERTY_TYPE } from '../../../shared/listing-rules.ts';
import type { Listing } from '../../../shared/schemas/listing.ts';
import { absoluteUrl, breadcrumbList, type JsonLd, searchPageUrl } from '../../http/structured-data.ts';

/**
 * What is let: a whole flat; a whole house for a stay of days; a room, or a bed in a shared
 * room, in a PG, hostel or co-living house (the building is not what is offered).
 */
const HOME_TYPE: Record<PropertyType, 'Apartment' | 'House' | 'Room'> = {
  APARTMENT: 'Apartment',
  WEEKEND_HOME: 'House',
  PG_HOSTEL: 'Room',
  CO_LIVING: 'Room',
};

/** Whether the offer stands: a rented home is gone, a paused one may come back. */
const AVAILABILITY: Record<ListingStatus, string> = {
  live: 'https://schema.org/InStock',
  paused: 'https://schema.org/OutOfStock',
  rented: 'https://schema.org/SoldOut',
};

const SHARED_BY: Partial<Record<Configuration, number>> = {
  SINGLE_SHARING: 1,
  DOUBLE_SHARING: 2,
  TRIPLE_SHARING: 3,
  FOUR_SHARING: 4,
};

/** Bedrooms of a BHK home, or how many people share a room. */
const roomsOf = (configuration: Configuration) => {
  const bedrooms = /^_(\d)BHK$/.exec(configuration)?.[1];
  if (bedrooms) return { numberOfBedrooms: Number(bedrooms) };
  const sharing = SHARED_BY[configuration];
  return sharing ? { occupancy: { '@type': 'QuantitativeValue', value: sharing, unitText: 'people' } } : {};
};

export const listingStructuredData = (listing: Listing, publicUrl: string, description: string): JsonLd[] => {
  const url = absoluteUrl(publicUrl, `/propertydetail/${listing.id}`);
  const images = listing.photos.map((photo) => absoluteUrl(publicUrl, photo.lg));
  const state = CITIES.find((city) => city.name === listing.city)?.state;
  const perDay = RULES_BY_PROPERTY_TYPE[listing.property_type].rentPeriod === 'day';
  const home: JsonLd = {
    '@type': HOME_TYPE[listing.property_type],
    name: listing.title,
    ...(images.length > 0 ? { image: images } : {}),
    address: {
      '@type': 'PostalAddress',
      addressLocality: `${listing.locality}, ${listing.city}`,
      ...(state ? { addressRegion: state } : {}),
      addressCountry: 'IN',
    },
    // The approximate position the map shows, never the address (docs/decisions/0063-approximate-positions.md).
    ...(listing.position
      ? {
          geo: { '@type': 'GeoCoordinates', latitude: listing.position.lat, longitude: listing.position.lng },
        }
      : {}),
    ...roomsOf(listing.configuration),
    ...(listing.amenities.length > 0
      ? {
          amenityFeature: listing.amenities.map((name) => ({
            '@type': 'LocationFeatureSpecification',
            name,
            value: true,
          })),
        }
      : {}),
  };
  const rent = { price: listing.rent, priceCurrency: 'INR' };
  const offer: JsonLd = {
    '@type': 'Offer',
    ...rent,
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      ...rent,
      // UN/CEFACT codes: MON a month, DAY a day.
      unitCode: perDay ? 'DAY' : 'MON',
      unitText: perDay ? 'DAY' : 'MONTH',
    },
    businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
    availability: AVAILABILITY[listing.status],
    availabilityStarts: listing.available_from,
    url,
  };
  return [
    {
      '@type': 'RealEstateListing',
      name: listing.title,
      description: listing.description.trim() || description,
      url,
      datePosted: listing.created_at,
      ...(images.length > 0 ? { image: images } : {}),
      mainEntity: home,
      offers: offer,
    },
    breadcrumbList([
      { name: 'Home', url: absoluteUrl(publicUrl, '/') },
      { name: listing.city, url: searchPageUrl(publicUrl, listing.city) },
      { name: listing.locality, url: searchPageUrl(publicUrl, listing.city, listing.locality) },
      { name: listing.title, url },
    ]),
  ];
};
