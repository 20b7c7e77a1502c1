import { beforeEach, describe, expect, it } from 'vitest';
import type { ListingCard } from '../../shared/schemas/listing.ts';
import {
  RECENT_LIMIT,
  recentlyViewed,
  rememberViewed,
  rememberWishlist,
  rememberWishlisted,
  savedHomes,
} from './offline-homes.ts';
import { useSession } from './session.ts';

const home = (id: number, wishlisted: 0 | 1 = 0) =>
  ({ id, title: `Home ${id}`, wishlisted, photos: [] }) as unknown as ListingCard;
const ids = (listings: ListingCard[]) => listings.map((l) => l.id);

beforeEach(() => localStorage.clear());

describe('recently viewed homes', () => {
  it('keeps the newest first, each home once', () => {
    rememberViewed(home(1));
    rememberViewed(home(2));
    rememberViewed(home(1));
    expect(ids(recentlyViewed())).toEqual([1, 2]);
  });

  it(`keeps only the last ${RECENT_LIMIT}`, () => {
    for (let id = 1; id <= RECENT_LIMIT + 5; id++) rememberViewed(home(id));
    const kept = recentlyViewed();
    expect(kept).toHaveLength(RECENT_LIMIT);
    expect(kept[0]?.id).toBe(RECENT_LIMIT + 5);
    expect(ids(kept)).not.toContain(5);
  });

  it('reads unreadable storage as nothing kept', () => {
    localStorage.setItem('recently-viewed', '{not json');
    expect(recentlyViewed()).toEqual([]);
  });

  it('drops a kept entry that is not a card with photos', () => {
    localStorage.setItem('recently-viewed', JSON.stringify([null, 3, { id: 4 }, home(5)]));
    expect(ids(recentlyViewed())).toEqual([5]);
  });
});

describe('the kept wishlist', () => {
  it('follows the hearts pressed on this device', () => {
    rememberWishlist([home(1, 1), home(2, 1)]);
    rememberWishlisted(home(3), 1);
    rememberWishlisted(home(1, 1), 0);
    expect(ids(savedHomes())).toEqual([3, 2]);
    expect(savedHomes()[0]?.wishlisted).toBe(1);
  });

  it('is forgotten at logout, while recently viewed homes stay', () => {
    rememberWishlisted(home(1), 1);
    rememberViewed(home(2));
    useSession.getState().clear();
    expect(savedHomes()).toEqual([]);
    expect(ids(recentlyViewed())).toEqual([2]);
  });
});
