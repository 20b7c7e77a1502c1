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
import { useTranslation } from '../../i18n/use-translation.ts';
import { paths } from '../../paths.ts';

const TILES = [
  { to: paths.visits(), label: 'profile.tiles.visits', Icon: CalendarCheck },
  { to: paths.savedSearches(), label: 'profile.tiles.savedSearches', Icon: BellRing },
  { to: paths.myProperties(), label: 'profile.tiles.myProperties', Icon: Building2 },
  { to: paths.addListing(), label: 'profile.tiles.addListing', Icon: CirclePlus },
  { to: paths.accountSecurity(), label: 'profile.tiles.accountSecurity', Icon: KeyRound },
  { to: paths.about(), label: 'profile.tiles.about', Icon: Info },
  { to: paths.terms(), label: 'profile.tiles.terms', Icon: FileText },
  { to: paths.privacy(), label: 'profile.tiles.privacy', Icon: ShieldCheck },
] as const;

export function ProfileTiles() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('profile.tiles.label')}>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {TILES.map(({ to, label, Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex h-full min-h-20 flex-col items-center justify-center gap-2 rounded-xl border border-slate-200 bg-white p-3 text-center text-sm font-medium text-slate-800 hover:border-brand-600 hover:bg-brand-50"
            >
              <Icon aria-hidden="true" className="size-6 text-brand-700" />
              {t(label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
