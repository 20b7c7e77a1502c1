// Test listings written straight to the database, so engagement, payment and trust
// tests do not depend on the listing form.

import { listings } from '../server/db/schema.ts';
import type { TestApp } from './app.ts';

let seq = 0;

export const insertTestListing = async (t: TestApp, posterId: number) => {
  seq += 1;
  const [row] = await t.deps.database.db
    .insert(listings)
    .values({
      userId: posterId,
      listedBy: 'Owner',
      propertyType: 'APARTMENT',
      fullName: `Poster ${seq}`,
      mobileNo: `98200${String(10000 + seq).slice(-5)}`,
      email: `poster${seq}@example.in`,
      city: 'Mumbai',
      locality: 'Andheri West',
      rent: 25_000,
      deposit: 50_000,
      brokerage: 'ZERO',
      configuration: '_2BHK',
      tenantType: 'NO_PREFERENCE',
      furnishingStatus: 'SEMI_FURNISHED',
      availableFrom: '2026-12-01',
      title: '2BHK Apartment in Andheri West',
      createdAt: t.clock.now(),
      updatedAt: t.clock.now(),
      lastConfirmedAt: t.clock.now(),
    })
    .returning();
  return row!;
};
