// The values a listing's title is composed from (src/shared/listing-title.ts), sent beside a
// title kept elsewhere (a conversation's, a visit's) so a Hindi reader reads it composed in Hindi
// (docs/decisions/0145-hindi-wherever-a-listing-is-named.md).
import { z } from 'zod';
import { CITY_NAMES } from '../cities.ts';
import { CONFIGURATION_VALUES, PROPERTY_TYPE_VALUES } from '../enums.ts';

export const TitleWordsSchema = z.object({
  configuration: z.enum(CONFIGURATION_VALUES),
  property_type: z.enum(PROPERTY_TYPE_VALUES),
  city: z.enum(CITY_NAMES),
  locality: z.string(),
});
export type TitleWords = z.infer<typeof TitleWordsSchema>;
