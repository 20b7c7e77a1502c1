import { z } from 'zod';
import { CITY_NAMES } from '../cities.ts';
import {
  AMENITIES,
  BROKERAGE_VALUES,
  BUILDIN_CATEGORY_VALUES,
  CONFIGURATION_VALUES,
  FOOD_PREFERENCE_VALUES,
  FURNISHING_VALUES,
  LISTED_BY_VALUES,
  OCCUPANCY_VALUES,
  PROPERTY_TYPE_VALUES,
  TENANT_TYPE_VALUES,
} from '../enums.ts';
import { FlagSchema } from './common.ts';

/** One stored photo in its WebP sizes (widths 480, 960 and 1600 px at most). */
export const PhotoSchema = z.object({
  sm: z.string(),
  md: z.string(),
  lg: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type Photo = z.infer<typeof PhotoSchema>;

/**
 * A listing as every listing call returns it (DECISIONS.md): the SPEC.md fields minus
 * the poster's mobile_no and email, plus title, assured, created_at and photo URLs.
 */
export const ListingSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  listed_by: z.enum(LISTED_BY_VALUES),
  property_type: z.enum(PROPERTY_TYPE_VALUES),
  /** The poster's name is public; phone and email are not. */
  full_name: z.string(),
  city: z.enum(CITY_NAMES),
  locality: z.string(),
  rent: z.number().int(),
  deposit: z.number().int(),
  brokerage: z.enum(BROKERAGE_VALUES).nullable(),
  configuration: z.enum(CONFIGURATION_VALUES),
  occupancy: z.enum(OCCUPANCY_VALUES).nullable(),
  tenant_type: z.enum(TENANT_TYPE_VALUES),
  food_allowed: z.enum(FOOD_PREFERENCE_VALUES),
  furnishing_status: z.enum(FURNISHING_VALUES),
  available_from: z.string(),
  /** Large-size URLs, in order (the spec's `images`). */
  images: z.array(z.string()),
  photos: z.array(PhotoSchema),
  amenities: z.array(z.enum(AMENITIES)),
  buildin_category: z.array(z.enum(BUILDIN_CATEGORY_VALUES)),
  description: z.string(),
  title: z.string(),
  assured: z.boolean(),
  wishlisted: FlagSchema,
  isVisited: FlagSchema,
  created_at: z.string(),
});
export type Listing = z.infer<typeof ListingSchema>;

/** What a pass holder, the poster or an admin sees in 'Owner Details'. */
export const ListingContactSchema = z.object({
  full_name: z.string(),
  mobile_no: z.string(),
  email: z.string(),
});
export type ListingContact = z.infer<typeof ListingContactSchema>;
