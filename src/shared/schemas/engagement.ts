import { z } from 'zod';
import { FlagSchema, IdSchema, IgnoredIdentity } from './common.ts';
import { ListingContactSchema, ListingSchema } from './listing.ts';

/**
 * POST addToWishlist: toggles the listing in the caller's wishlist
 * (docs/product/listings.md#wishlist-and-visits).
 */
export const AddToWishlistBodySchema = z.object({ listing_id: IdSchema, ...IgnoredIdentity });
export type AddToWishlistBody = z.infer<typeof AddToWishlistBodySchema>;

export const AddToWishlistResponseSchema = z.object({ wishlisted: FlagSchema, message: z.string() });
export type AddToWishlistResponse = z.infer<typeof AddToWishlistResponseSchema>;

/** The caller's own lists; a user_id in the query is accepted and ignored. */
export const OwnListQuerySchema = z.object({ ...IgnoredIdentity });

export const WishlistResponseSchema = z.object({ wishlist: z.array(ListingSchema) });
export type WishlistResponse = z.infer<typeof WishlistResponseSchema>;

/**
 * The visit payload: user_id, email, property_id; identity comes from the session
 * (docs/product/api.md#leniency).
 */
export const SetVisitsBodySchema = z.object({ property_id: IdSchema, ...IgnoredIdentity });
export type SetVisitsBody = z.infer<typeof SetVisitsBodySchema>;

export const VisitsResponseSchema = z.object({ visits: z.array(ListingSchema) });
export type VisitsResponse = z.infer<typeof VisitsResponseSchema>;

export const ContactDetailsQuerySchema = z.object({ id: IdSchema, ...IgnoredIdentity });

/**
 * A list of one; the original client uses the first item
 * (docs/product/api.md#wishlist-visits-and-contacts).
 */
export const ContactDetailsResponseSchema = z.object({
  listingContactDetails: z.array(ListingContactSchema),
});
export type ContactDetailsResponse = z.infer<typeof ContactDetailsResponseSchema>;
