// The amenities a listing may offer (docs/product/listings.md#enumerations), apart from the other
// enumerations (enums.ts): every page's first render carries enums.ts, and only the listing form,
// a listing's page and the listing schema need the amenities.

/** Amenity labels are also the stored values (docs/product/listings.md#enumerations). */
export const AMENITIES = [
  'Wifi Available',
  'Swimming Pool',
  'Lift',
  'Gym',
  'Gas Pipeline',
  'Club House',
  'Caretaker',
  'Spa',
  'Joggers Track',
  'Theatre',
  'Meditation Zone',
  'Medical Store',
  'Power Backup',
  'Security',
  'Gated Community',
  'CCTV',
  'Parking',
  'Indoor Games',
  'Outdoor Games',
  'Garden',
  'Banquet',
  'Departmental Store',
  'Laundry Facility',
] as const;
export type Amenity = (typeof AMENITIES)[number];
