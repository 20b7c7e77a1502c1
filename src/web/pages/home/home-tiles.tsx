// The three listed-by tiles (docs/decisions/0001-home-tiles-filter-their-own-poster.md: each tile
// filters its own poster type) and List Your Space (login first when logged out). Each starts a new search with
// exactly the filters it names, never the last search's leftovers (docs/product/search.md).
import { Building2, Home, KeyRound, type LucideIcon, PlusCircle, Users } from 'lucide-react';
import { Link } from 'react-router';
import type { ListedBy } from '../../../shared/enums.ts';
import { accountLink } from '../../components/site-links.ts';
import type { MessageKey } from '../../i18n/i18n.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { paths } from '../../paths.ts';
import { useCurrentCity } from '../../state/location.ts';
import { useCurrentUser } from '../../state/session.ts';

/** A new search in the current city: the parameters replace whatever was searched before. */
const newSearch = (city: string, filters: Record<string, string> = {}) =>
  paths.search(new URLSearchParams({ city, ...filters }));

const TILES: { title: MessageKey; listedBy: ListedBy; text: MessageKey; Icon: LucideIcon }[] = [
  { title: 'homeMore.brokerListed', listedBy: 'Broker', text: 'homeMore.brokerText', Icon: Building2 },
  { title: 'homeMore.tenantListed', listedBy: 'Tenant', text: 'homeMore.tenantText', Icon: Users },
  { title: 'homeMore.ownerListed', listedBy: 'Owner', text: 'homeMore.ownerText', Icon: KeyRound },
];

export function ListedByTiles() {
  const { t } = useTranslation();
  const city = useCurrentCity();
  return (
    <section aria-label={t('homeMore.byPoster')} className="mx-auto w-full max-w-7xl px-4 py-6">
      <ul className="grid gap-3 sm:grid-cols-3">
        {TILES.map(({ title, listedBy, text, Icon }) => (
          <li key={listedBy}>
            <Link
              to={newSearch(city, { listed_by: listedBy })}
              className="flex min-h-20 items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-700"
            >
              <Icon aria-hidden="true" className="h-8 w-8 shrink-0 text-brand-700" />
              <span>
                <span className="block text-lg font-semibold text-slate-900">{t(title)}</span>
                <span className="block text-sm text-slate-600">{t(text)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ListYourSpace() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-6">
      <div className="flex flex-col items-start gap-3 rounded-2xl border border-accent-400 bg-amber-50 p-6 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-3">
          <Home aria-hidden="true" className="h-8 w-8 shrink-0 text-accent-600" />
          <div>
            <h2 className="text-xl font-semibold text-slate-900">{t('homeMore.rentOut')}</h2>
            <p className="text-slate-700">{t('homeMore.rentOutText')}</p>
          </div>
        </div>
        <Link
          {...accountLink(user, paths.addListing())}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
        >
          <PlusCircle aria-hidden="true" className="h-5 w-5" />
          {t('nav.listYourSpace')}
        </Link>
      </div>
    </section>
  );
}
