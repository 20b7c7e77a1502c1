// The homes this device can show without a network (docs/decisions/0067-offline-and-install.md):
// the last ~20 homes opened here, and the last known wishlist of the person logged in here (as
// My Wishlist last showed it, with every heart pressed since). Both are kept in local storage as
// whole cards; the wishlist copy is forgotten when the session is cleared (session.ts). A card
// kept before photos became one address pattern (docs/decisions/0120-card-photos-as-one-pattern.md)
// still draws: its photos carry each size's address, which the card reads as well.
import type { ListingCard } from '../../shared/schemas/listing.ts';
import { SAVED_HOMES_KEY as SAVED_KEY } from './session.ts';

const RECENT_KEY = 'recently-viewed';
export const RECENT_LIMIT = 20;

const read = (key: string): ListingCard[] => {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    // Anything that is not a card with its photos is dropped rather than drawn.
    return Array.isArray(value) ? value.filter((card) => Array.isArray(card?.photos)) : [];
  } catch {
    return [];
  }
};

const write = (key: string, listings: ListingCard[]) => {
  try {
    localStorage.setItem(key, JSON.stringify(listings));
  } catch {
    // Storage full or refused (private mode): the device simply keeps nothing.
  }
};

/** Newest first, each home once, at most RECENT_LIMIT. */
export const rememberViewed = (listing: ListingCard) =>
  write(RECENT_KEY, [listing, ...read(RECENT_KEY).filter((l) => l.id !== listing.id)].slice(0, RECENT_LIMIT));

export const recentlyViewed = () => read(RECENT_KEY);

/** The wishlist as the server last gave it. */
export const rememberWishlist = (listings: ListingCard[]) => write(SAVED_KEY, listings);

/** A heart pressed on this device: the home joins or leaves the kept wishlist. */
export const rememberWishlisted = (listing: ListingCard, wishlisted: 0 | 1) => {
  const others = read(SAVED_KEY).filter((l) => l.id !== listing.id);
  write(SAVED_KEY, wishlisted === 1 ? [{ ...listing, wishlisted: 1 }, ...others] : others);
};

export const savedHomes = () => read(SAVED_KEY);
