import { API, PASS_REQUIRED_FIELD } from '../../../shared/api.ts';
import type { ContactDetailsResponse } from '../../../shared/schemas/engagement.ts';
import type { ListingContact } from '../../../shared/schemas/listing.ts';
import { ApiError, getJson } from '../client.ts';

/** The poster's name, phone and email (a list of one: the original client uses the first item). */
export const getContactDetails = async (listingId: number): Promise<ListingContact | null> =>
  (await getJson<ContactDetailsResponse>(API.listing.getListingContactDetails, { id: listingId }))
    .listingContactDetails[0] ?? null;

/** The server's "a pass is needed" answer: the subscription dialog should open. */
export const isPassRequired = (error: unknown) =>
  error instanceof ApiError &&
  error.status === 403 &&
  Boolean(error.errors?.some((e) => e.field === PASS_REQUIRED_FIELD));
