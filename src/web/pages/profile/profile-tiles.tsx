// Shortcuts on My Profile (docs/product/screens.md#my-profile).
import {
  BellRing,
  Building2,
  CalendarCheck,
  CirclePlus,
  FileText,
  Info,
  KeyRound,
  ShieldCheck,
} from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../paths.ts';

const TILES = [
  { to: paths.visits(), label: 'My Visits', Icon: CalendarCheck },
  { to: paths.savedSearches(), label: 'My Saved Searches', Icon: BellRing },
  { to: paths.myProperties(), label: 'My Properties', Icon: Building2 },
  { to: paths.addListing(), label: 'Add Listing', Icon: CirclePlus },
  { to: paths.accountSecurity(), label: 'Account security', Icon: KeyRound },
  { to: paths.about(), label: 'About', Icon: Info },
  { to: paths.terms(), label: 'Terms & Conditions', Icon: FileText },
  { to: paths.privacy(), label: 'Privacy Policy', Icon: ShieldCheck },
] as const;

export function ProfileTiles() {
  return (
    <nav aria-label="Your account">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {TILES.map(({ to, label, Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex h-full min-h-20 flex-col items-center justify-center gap-2 rounded-xl border border-slate-200 bg-white p-3 text-center text-sm font-medium text-slate-800 hover:border-brand-600 hover:bg-brand-50"
            >
              <Icon aria-hidden="true" className="size-6 text-brand-700" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
