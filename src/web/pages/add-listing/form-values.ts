// The listing form's values: the shared schema plus the per-type rules (so the form
// refuses what the server would), and defaults for a new listing or an edit.
import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import type { CityName } from '../../../shared/cities.ts';
import type { ListedBy } from '../../../shared/enums.ts';
import { todayInIndia } from '../../../shared/format.ts';
import { type Listing, ListingInputSchema, listingRuleIssues } from '../../../shared/schemas/listing.ts';
import type { User } from '../../../shared/schemas/user.ts';

/** `storedAvailableFrom`: an edit may keep an old availability date. */
export const listingFormSchema = (storedAvailableFrom?: string) =>
  ListingInputSchema.superRefine((value, ctx) => {
    for (const issue of listingRuleIssues(value, todayInIndia(), storedAvailableFrom)) {
      ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
    }
  });
export type ListingFormInput = z.input<typeof ListingInputSchema>;
export type ListingFormOutput = z.output<typeof ListingInputSchema>;

const LISTED_BY_OF_USER_TYPE: Record<User['user_type'], ListedBy> = {
  owner: 'Owner',
  broker: 'Broker',
  tenant: 'Tenant',
  flatmate: 'Flatmate',
};

/** Configuration, tenant type and furnishing start unchosen. */
export const newListingValues = (user: User, city: CityName): DefaultValues<ListingFormInput> => ({
  listed_by: LISTED_BY_OF_USER_TYPE[user.user_type],
  full_name: user.full_name,
  mobile_no: user.mobile_no ?? '',
  email: user.email ?? '',
  city,
  locality: '',
  property_type: 'APARTMENT',
  occupancy: '',
  food_allowed: 'NO_PREFERENCE',
  brokerage: '',
  rent: '',
  deposit: '',
  available_from: todayInIndia(),
  amenities: [],
  description: '',
  buildinCategory: [],
  assured: false,
});

/** The poster and admins get the listing's contact details with it (docs/product/listings.md). */
type ListingWithContact = Listing & { mobile_no?: string | null; email?: string | null };

/**
 * An edit starts from the listing, contact mobile and email included when the server
 * sent them; contact fields left blank keep the stored ones.
 */
export const editListingValues = (listing: ListingWithContact): ListingFormInput => ({
  id: listing.id,
  listed_by: listing.listed_by,
  full_name: listing.full_name,
  mobile_no: listing.mobile_no ?? '',
  email: listing.email ?? '',
  city: listing.city,
  locality: listing.locality,
  property_type: listing.property_type,
  configuration: listing.configuration,
  occupancy: listing.occupancy ?? '',
  tenant_type: listing.tenant_type,
  food_allowed: listing.food_allowed,
  furnishing_status: listing.furnishing_status,
  brokerage: listing.brokerage ?? '',
  rent: String(listing.rent),
  deposit: String(listing.deposit),
  available_from: listing.available_from,
  amenities: listing.amenities,
  description: listing.description,
  buildinCategory: listing.buildin_category,
  assured: listing.assured,
});
