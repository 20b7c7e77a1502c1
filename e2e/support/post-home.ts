// A home posted through the API by whoever `request` is logged in as: a 1BHK owner's
// flat in Koramangala, Bengaluru, unless `listing` says otherwise.
import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Sends the listing form; the answer is the caller's to judge. */
export const sendHome = (request: APIRequestContext, listing: Record<string, unknown>) =>
  request.post('/api/listing/addListing', {
    multipart: {
      body: JSON.stringify({
        listed_by: 'Owner',
        property_type: 'APARTMENT',
        city: 'Bengaluru',
        locality: 'Koramangala',
        configuration: '_1BHK',
        tenant_type: 'NO_PREFERENCE',
        furnishing_status: 'SEMI_FURNISHED',
        brokerage: 'ZERO',
        deposit: 60_000,
        description: 'Sunny flat off 80 Feet Road.',
        ...listing,
      }),
    },
  });

export const postHome = async (request: APIRequestContext, listing: Record<string, unknown>) => {
  const res = await sendHome(request, listing);
  expect(res.ok(), await res.text()).toBe(true);
};
