import { describe, expect, it } from 'vitest';
import type { Listing } from '../../../shared/schemas/listing.ts';
import { editListingValues, listingFormSchema } from './form-values.ts';

const listing: Listing = {
  id: 41,
  user_id: 7,
  listed_by: 'Owner',
  property_type: 'APARTMENT',
  full_name: 'Meera Iyer',
  city: 'Pune',
  locality: 'Baner',
  rent: 23_456,
  deposit: 50_000,
  brokerage: null,
  configuration: '_2BHK',
  occupancy: null,
  tenant_type: 'FAMILY',
  food_allowed: 'NO_PREFERENCE',
  furnishing_status: 'SEMI_FURNISHED',
  available_from: '2026-11-01',
  images: [],
  photos: [],
  amenities: ['Lift'],
  buildin_category: [],
  recommended: 0,
  best_deals: 0,
  weekend_home: 0,
  description: 'Bright corner flat.',
  title: '2BHK Apartment in Baner',
  assured: false,
  good_price: false,
  wishlisted: 0,
  isVisited: 0,
  created_at: '2026-11-01T10:00:00.000Z',
  status: 'live',
  last_confirmed_at: '2026-11-01T10:00:00.000Z',
  position: null,
};

describe('the edit-listing form values', () => {
  it('show the contact mobile and email the server sends to the poster', () => {
    const values = editListingValues({ ...listing, mobile_no: '9812345678', email: 'meera@example.in' });
    expect(values).toMatchObject({ mobile_no: '9812345678', email: 'meera@example.in', rent: '23456' });
  });

  it('leave them blank (the stored ones are kept) when the server sends none', () => {
    expect(editListingValues(listing)).toMatchObject({ mobile_no: '', email: '' });
  });

  it('pass the shared schema as they stand, an old availability date included', () => {
    const values = editListingValues({ ...listing, mobile_no: '9812345678', email: 'meera@example.in' });
    expect(listingFormSchema(listing.available_from).safeParse(values).success).toBe(true);
  });
});
