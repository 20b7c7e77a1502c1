// Listings with known rents written straight into the database for the rent index's tests.
import { listingTitle } from '../../../shared/listing-title.ts';
import { createTestUser, type TestApp } from '../../../test/app.ts';
import { listings } from '../../db/schema.ts';

type ListingInsert = typeof listings.$inferInsert;
export type ListingSeed = Partial<Omit<ListingInsert, 'userId' | 'title'>>;

/** Inserts listings (a 2BHK apartment in Andheri West unless told) and returns their ids in order. */
export const insertListings = async (t: TestApp, seeds: ListingSeed[]): Promise<number[]> => {
  const { user } = await createTestUser(t, { fullName: 'Rent Poster' });
  const rows = seeds.map((seed) => {
    const values = {
      userId: user.id,
      listedBy: 'Owner',
      propertyType: 'APARTMENT',
      fullName: 'Rent Poster',
      mobileNo: '9876543210',
      email: 'poster@example.in',
      city: 'Mumbai',
      locality: 'Andheri West',
      rent: 20_000,
      deposit: 40_000,
      brokerage: 'ZERO',
      configuration: '_2BHK',
      tenantType: 'FAMILY',
      furnishingStatus: 'SEMI_FURNISHED',
      availableFrom: '2026-12-01',
      createdAt: new Date(Date.UTC(2026, 0, 1)),
      ...seed,
    } satisfies Omit<ListingInsert, 'title'>;
    const title = listingTitle({
      configuration: values.configuration as never,
      property_type: values.propertyType as never,
      locality: values.locality,
    });
    return { ...values, title };
  });
  const inserted = await t.deps.database.db.insert(listings).values(rows).returning({ id: listings.id });
  return inserted.map((row) => row.id);
};
