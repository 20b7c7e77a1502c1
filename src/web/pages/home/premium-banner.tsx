// The Premium Properties banner: a new search in the current city, with none of the last
// search's filters (docs/product/search.md).
import { BadgeCheck } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { paths } from '../../paths.ts';
import { useCurrentCity } from '../../state/location.ts';

export function PremiumBanner() {
  const { t } = useTranslation();
  const city = useCurrentCity();
  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-6">
      <Link
        to={paths.search(new URLSearchParams({ city }))}
        className="flex flex-col gap-2 rounded-2xl bg-brand-800 p-6 text-white shadow-md hover:bg-brand-900 sm:flex-row sm:items-center sm:justify-between sm:p-8"
      >
        <span>
          <span className="flex items-center gap-2 text-2xl font-bold">
            <BadgeCheck aria-hidden="true" className="h-7 w-7 text-accent-400" />
            {t('home.premium')}
          </span>
          <span className="mt-1 block text-brand-100">{t('home.premiumText')}</span>
        </span>
        <span className="inline-flex min-h-11 items-center self-start rounded-lg bg-accent-500 px-5 font-semibold text-slate-950 sm:self-auto">
          {t('nav.explore')}
        </span>
      </Link>
    </section>
  );
}
