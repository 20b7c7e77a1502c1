// The links of the header, the mobile menu and the footer
// (docs/product/screens.md#layout-header-and-footer). Pages that need an account send a visitor to
// the WhatsApp login instead.
import type { User } from '../../shared/schemas/user.ts';
import { paths } from '../paths.ts';
import { type ReturnState, returnState } from '../return-path.ts';

export type SiteLink = { label: string; to: string; state?: ReturnState | undefined };

/**
 * Where a link to a page that needs an account goes for this visitor: the login,
 * carrying the page as the address to land on after logging in.
 */
export const accountLink = (user: User | null, to: string) =>
  user ? { to } : { to: paths.whatsappLogin(), state: returnState(to) };

/** The header's links, in the order docs/product/screens.md#layout-header-and-footer names them. */
export const headerLinks = (user: User | null): SiteLink[] => [
  { label: 'About', to: paths.about() },
  { label: 'Wishlist', ...accountLink(user, paths.wishlist()) },
  { label: 'Properties', to: paths.properties() },
  { label: 'Blogs', to: paths.blogs() },
  { label: 'Listing', ...accountLink(user, paths.addListing()) },
];

/** What the mobile menu adds to the header's links. */
export const menuLinks = (user: User | null): SiteLink[] => [
  { label: 'Home', to: paths.home() },
  { label: 'Explore', to: paths.search() },
  { label: 'Properties', to: paths.properties() },
  { label: 'Wishlist', ...accountLink(user, paths.wishlist()) },
  { label: 'Saved Searches', ...accountLink(user, paths.savedSearches()) },
  { label: 'Listing', ...accountLink(user, paths.addListing()) },
  { label: 'My Profile', ...accountLink(user, paths.profile()) },
  { label: 'Blogs', to: paths.blogs() },
  { label: 'About', to: paths.about() },
  { label: 'Contact Us', to: paths.contactUs() },
  { label: 'FAQs', to: paths.faq() },
  // Admins reach every admin page from the users page (docs/product/screens.md#admin-users).
  ...(user?.isAdmin === 1 ? [{ label: 'Admin', to: paths.adminUsers() }] : []),
];

export const footerCompanyLinks: SiteLink[] = [
  { label: 'About Us', to: paths.about() },
  { label: 'Contact Us', to: paths.contactUs() },
  { label: 'FAQs', to: paths.faq() },
  { label: 'Terms & Conditions', to: paths.terms() },
  { label: 'Privacy Policy', to: paths.privacy() },
  { label: 'Refund Policy', to: paths.refund() },
];

export const footerPageLinks = (user: User | null): SiteLink[] => [
  { label: 'Home', to: paths.home() },
  { label: 'Explore homes', to: paths.search() },
  { label: 'Properties', to: paths.properties() },
  { label: 'Home Services', to: paths.services() },
  { label: 'Blogs', to: paths.blogs() },
  { label: 'List Your Space', ...accountLink(user, paths.addListing()) },
  { label: 'My Wishlist', ...accountLink(user, paths.wishlist()) },
  { label: 'My Visits', ...accountLink(user, paths.visits()) },
  { label: 'My Saved Searches', ...accountLink(user, paths.savedSearches()) },
  { label: 'My Properties', ...accountLink(user, paths.myProperties()) },
  { label: 'My Profile', ...accountLink(user, paths.profile()) },
];
