// Listings written straight into the database, as many as a test needs, for the
// search and rent index tests (both features use them, so they live here).

import { listings } from '../server/db/schema.ts';
import { placeListings } from '../server/features/listings/index.ts';
import { listingTitle } from '../shared/listing-title.ts';
import { createTestUser, type TestApp } from './app.ts';

type ListingInsert = typeof listings.$inferInsert;
export type ListingSeed = Partial<Omit<ListingInsert, 'userId' | 'title'>>;

let clockSeconds = 0;

/**
 * Inserts listings, each created one second after the previous one, places them on the
 * map as the server does at start, and returns their ids in order. They are posted by `poster.userId`,
 * or by a new user who has proven an email, as the rent index asks of the homes it counts
 * (docs/decisions/0133-figures-come-from-people.md).
 */
export const insertListings = async (
  t: TestApp,
  seeds: ListingSeed[],
  poster: { userId?: number } = {},
): Promise<number[]> => {
  const userId =
    poster.userId ??
    (await createTestUser(t, { fullName: 'Search Poster', emailVerifiedAt: t.clock.now() })).user.id;
  const rows = seeds.map((seed) => {
    clockSeconds += 1;
    const values = {
      userId,
      listedBy: 'Owner',
      propertyType: 'APARTMENT',
      fullName: 'Search Poster',
      mobileNo: '9876543210',
      email: 'poster@example.in',
      city: 'Mumbai',
      locality: 'Andheri West',
      rent: 20_000,
      deposit: 40_000,
      brokerage: 'ZERO',
      configuration: '_2BHK',
      occupancy: 'FULL',
      tenantType: 'FAMILY',
      foodAllowed: 'NO_PREFERENCE',
      furnishingStatus: 'SEMI_FURNISHED',
      availableFrom: '2026-12-01',
      description: '',
      createdAt: new Date(Date.UTC(2026, 0, 1) + clockSeconds * 1000),
      ...seed,
    } satisfies Omit<ListingInsert, 'title'>;
    return {
      ...values,
      title: listingTitle({
        configuration: values.configuration as never,
        property_type: values.propertyType as never,
        locality: values.locality,
      }),
    };
  });
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += 500) {
    const chunk = rows.slice(start, start + 500);
    const inserted = await t.deps.database.db.insert(listings).values(chunk).returning({ id: listings.id });
    ids.push(...inserted.map((r) => r.id));
  }
  await placeListings(t.deps.database.db);
  return ids;
};
