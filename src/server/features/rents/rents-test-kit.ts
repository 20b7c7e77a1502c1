// Homes of one locality, type and configuration, with the rent a rent index test needs.
import type { ListingSeed } from '../../../test/listing-rows.ts';

/** A 1BHK apartment in Koramangala, Bengaluru, at `rent`. */
export const koramangala = (rent: number, seed: ListingSeed = {}): ListingSeed => ({
  city: 'Bengaluru',
  locality: 'Koramangala',
  propertyType: 'APARTMENT',
  configuration: '_1BHK',
  rent,
  ...seed,
});
