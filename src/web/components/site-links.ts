// The links of the header, the mobile menu and the footer
// (docs/product/screens.md#layout-header-and-footer). Pages that need an account send a visitor to
// the WhatsApp login instead.
import type { User } from '../../shared/schemas/user.ts';
import { paths } from '../paths.ts';

export type SiteLink = { label: string; to: string };

/** Where a link to a page that needs an account goes for this visitor. */
const accountLink = (user: User | null, to: string) => (user ? to : paths.whatsappLogin());

/** The header's links, in the order docs/product/screens.md#layout-header-and-footer names them. */
export const headerLinks = (user: User | null): SiteLink[] => [
  { label: 'About', to: paths.about() },
  { label: 'Wishlist', to: accountLink(user, paths.wishlist()) },
  { label: 'Properties', to: paths.properties() },
  { label: 'Blogs', to: paths.blogs() },
  { label: 'Listing', to: accountLink(user, paths.addListing()) },
];

/** What the mobile menu adds to the header's links. */
export const menuLinks = (user: User | null): SiteLink[] => [
  { label: 'Home', to: paths.home() },
  { label: 'Explore', to: paths.search() },
  { label: 'Properties', to: paths.properties() },
  { label: 'Wishlist', to: accountLink(user, paths.wishlist()) },
  { label: 'Listing', to: accountLink(user, paths.addListing()) },
  { label: 'My Profile', to: accountLink(user, paths.profile()) },
  { label: 'Blogs', to: paths.blogs() },
  { label: 'About', to: paths.about() },
  { label: 'Contact Us', to: paths.contactUs() },
  { label: 'FAQs', to: paths.faq() },
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
  { label: 'List Your Space', to: accountLink(user, paths.addListing()) },
  { label: 'My Wishlist', to: accountLink(user, paths.wishlist()) },
  { label: 'My Visits', to: accountLink(user, paths.visits()) },
  { label: 'My Properties', to: accountLink(user, paths.myProperties()) },
  { label: 'My Profile', to: accountLink(user, paths.profile()) },
];
