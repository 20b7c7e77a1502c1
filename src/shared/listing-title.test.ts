import { describe, expect, it } from 'vitest';
import { composeTitle, listingTitle, wordsOfTitle } from './listing-title.ts';

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

  it('puts the place first in Hindi, with the words it is given', () => {
    const parts = { configuration: '1BHK', propertyType: 'अपार्टमेंट', locality: 'कोरमंगला' };
    expect(composeTitle(parts, 'hi-IN')).toBe('कोरमंगला में 1BHK अपार्टमेंट');
    expect(composeTitle({ ...parts, propertyType: 'Apartment', locality: 'Koramangala' })).toBe(
      '1BHK Apartment in Koramangala',
    );
  });

  it('reads a title back into the values it was composed from, and nothing else', () => {
    for (const listing of [
      { configuration: '_2BHK', property_type: 'APARTMENT', locality: 'Andheri West' },
      { configuration: 'DOUBLE_SHARING', property_type: 'PG_HOSTEL', locality: 'Koramangala' },
      { configuration: '_1BHK', property_type: 'WEEKEND_HOME', locality: 'Madh Island' },
    ] as const) {
      expect(wordsOfTitle(listingTitle(listing))).toEqual(listing);
    }
    expect(wordsOfTitle('1RK in Baner')).toBeNull();
    expect(wordsOfTitle('2BHK Apartment in ')).toBeNull();
  });
});
