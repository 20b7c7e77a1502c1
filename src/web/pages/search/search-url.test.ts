import { describe, expect, it } from 'vitest';
import { activeFilterCount, rangeOf, readSearch, withRange, writeSearch } from './search-url.ts';

describe('search URL state', () => {
  it('reads city, text, filters and sort from the URL', () => {
    const params = new URLSearchParams(
      'city=pune&search=Baner&property_type=APARTMENT&configuration=_2BHK&listed_by=Owner&sort=rent_asc',
    );
    expect(readSearch(params, 'Mumbai')).toEqual({
      city: 'Pune',
      search: 'Baner',
      filters: { property_type: 'APARTMENT', configuration: '_2BHK', listed_by: 'Owner' },
      sort: 'rent_asc',
    });
  });

  it('drops a value the shared schema refuses, and falls back to the current city', () => {
    const read = readSearch(new URLSearchParams('city=Atlantis&configuration=_99BHK&sort=loudest'), 'Kota');
    expect(read).toEqual({ city: 'Kota', search: '', filters: {}, sort: undefined });
  });

  it('writes what it reads, so a shared link gives the same search', () => {
    const params = new URLSearchParams('city=Pune&search=Baner&food_allowed=VEG&min_rent=5000');
    const again = writeSearch(readSearch(params, 'Mumbai'), new URLSearchParams());
    expect(readSearch(again, 'Mumbai')).toEqual(readSearch(params, 'Mumbai'));
  });

  it('keeps the property-list mode it was in', () => {
    const written = writeSearch(
      { city: 'Mumbai', search: '', filters: {}, sort: undefined },
      new URLSearchParams('propertyList='),
    );
    expect(written.has('propertyList')).toBe(true);
  });

  it('treats the slider’s full range as no rent filter, counted once when used', () => {
    expect(withRange({}, [1_000, 1_000_000])).toEqual({});
    const filters = withRange({ listed_by: 'Owner' }, [5_000, 20_000]);
    expect(filters).toEqual({ listed_by: 'Owner', min_rent: 5_000, max_rent: 20_000 });
    expect(rangeOf({})).toEqual([1_000, 1_000_000]);
    expect(activeFilterCount(filters)).toBe(2);
  });
});
