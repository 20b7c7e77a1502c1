// The links of the header (the mobile menu's are in mobile-menu-panel.tsx, the footer's in footer.tsx)
// (docs/product/screens.md#layout-header-and-footer). Pages that need an account send a visitor to
// the WhatsApp login instead.

import type { User } from '../../shared/schemas/user.ts';
import type en from '../i18n/locales/en.json';
import { paths } from '../paths.ts';
import { type ReturnState, returnState } from '../return-path.ts';

/** `label` is the link's key in the catalogue (src/web/i18n/locales/en.json). */
type NavKey = `nav.${keyof (typeof en)['nav']}` | `footer.${keyof (typeof en)['footer']}`;

/** `values` fill the label's placeholders ("Rents in {city}"). */
export type SiteLink = {
  label: NavKey;
  to: string;
  state?: ReturnState | undefined;
  values?: Record<string, string>;
};

/**
 * Where a link to a page that needs an account goes for this visitor: the login,
 * carrying the page as the address to land on after logging in.
 */
export const accountLink = (user: User | null, to: string) =>
  user ? { to } : { to: paths.whatsappLogin(), state: returnState(to) };

/** The header's links, in the order docs/product/screens.md#layout-header-and-footer names them. */
export const headerLinks = (user: User | null): SiteLink[] => [
  { label: 'nav.about', to: paths.about() },
  { label: 'nav.wishlist', ...accountLink(user, paths.wishlist()) },
  { label: 'nav.properties', to: paths.properties() },
  { label: 'nav.blogs', to: paths.blogs() },
  { label: 'nav.listing', ...accountLink(user, paths.addListing()) },
];
