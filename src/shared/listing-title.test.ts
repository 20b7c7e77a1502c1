import { describe, expect, it } from 'vitest';
import { listingTitle } from './listing-title.ts';

describe('listingTitle', () => {
  it('names an apartment by its BHK, type and locality', () => {
    expect(
      listingTitle({ configuration: '_2BHK', property_type: 'APARTMENT', locality: 'Andheri West' }),
    ).toBe('2BHK Apartment in Andheri West');
  });

  it('uses the display labels for sharing rooms and trims the locality', () => {
    expect(
      listingTitle({
        configuration: 'DOUBLE_SHARING',
        property_type: 'PG_HOSTEL',
        locality: '  Koramangala ',
      }),
    ).toBe('Double Sharing PG/Hostel in Koramangala');
  });
});
