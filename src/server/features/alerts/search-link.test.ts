import { describe, expect, it } from 'vitest';
import { readSearch } from '../../../shared/search-params.ts';
import { searchLink } from './alerts-job.ts';

describe('the link in an alert', () => {
  it('opens the saved search as the search page reads it, the map’s area included', () => {
    const link = searchLink('https://thikana.in', {
      city: 'Pune',
      search: '1bhk baner',
      filters: { property_type: 'APARTMENT', bounds: { south: 18.5, west: 73.7, north: 18.6, east: 73.8 } },
      sort: 'newest',
    });
    expect(link).not.toContain('object');
    const read = readSearch(new URL(link).searchParams, 'Mumbai');
    expect(read).toEqual({
      city: 'Pune',
      search: '1bhk baner',
      filters: { property_type: 'APARTMENT', bounds: { south: 18.5, west: 73.7, north: 18.6, east: 73.8 } },
      sort: 'newest',
    });
  });
});
