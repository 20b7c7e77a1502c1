// The site footer (docs/product/screens.md#layout-header-and-footer): company links, page links
// (those that need an account go to the login when logged out), social links and contact details.
// The social links share Thikana on each network, so none points at an account that is not ours.
import { Mail } from 'lucide-react';
import { Link } from 'react-router';
import type { CityName } from '../../shared/cities.ts';
import { ALL_CITIES_RENTS_PATH, rentsPath } from '../../shared/rent-paths.ts';
import type { User } from '../../shared/schemas/user.ts';
import { useSupportEmail } from '../api/contact/get-support.ts';
import { usePlaceNames } from '../i18n/place-names.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { paths } from '../paths.ts';
import { useCurrentCity } from '../state/location.ts';
import { useCurrentUser } from '../state/session.ts';
import { LogoMark } from './logo.tsx';
import { accountLink, type SiteLink } from './site-links.ts';
import { SocialLinks } from './social-links.tsx';

const footerCompanyLinks: SiteLink[] = [
  { label: 'footer.aboutUs', to: paths.about() },
  { label: 'nav.contactUs', to: paths.contactUs() },
  { label: 'nav.faqs', to: paths.faq() },
  { label: 'footer.terms', to: paths.terms() },
  { label: 'nav.privacy', to: paths.privacy() },
  { label: 'footer.refund', to: paths.refund() },
];

/** `city`: the reader's current city, named in its own language, whose rent page the footer opens. */
const footerPageLinks = (user: User | null, city: { name: CityName; label: string }): SiteLink[] => [
  { label: 'nav.home', to: paths.home() },
  { label: 'footer.exploreHomes', to: paths.search() },
  { label: 'nav.properties', to: paths.properties() },
  { label: 'footer.homeServices', to: paths.services() },
  { label: 'nav.blogs', to: paths.blogs() },
  // The cities side by side, and the reader's own city (docs/decisions/0144-rent-drawings-that-read.md).
  { label: 'footer.rents', to: ALL_CITIES_RENTS_PATH },
  { label: 'footer.rentsIn', values: { city: city.label }, to: rentsPath(city.name) },
  { label: 'nav.listYourSpace', ...accountLink(user, paths.addListing()) },
  { label: 'footer.myWishlist', ...accountLink(user, paths.wishlist()) },
  { label: 'footer.myVisits', ...accountLink(user, paths.visits()) },
  { label: 'footer.mySavedSearches', ...accountLink(user, paths.savedSearches()) },
  { label: 'footer.myProperties', ...accountLink(user, paths.myProperties()) },
  { label: 'nav.myProfile', ...accountLink(user, paths.profile()) },
];

function LinkColumn(props: { title: string; links: SiteLink[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={props.title}>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{props.title}</h2>
      <ul className="mt-2 grid grid-cols-2 gap-x-4 sm:grid-cols-1">
        {props.links.map((link) => (
          <li key={link.label}>
            <Link
              to={link.to}
              state={link.state}
              className="inline-flex min-h-11 items-center text-sm text-brand-100 hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-white"
            >
              {t(link.label, link.values)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const supportEmail = useSupportEmail();
  const city = useCurrentCity();
  const places = usePlaceNames();
  return (
    <footer className="mt-12 bg-brand-900 text-brand-100">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <Link
            to={paths.home()}
            aria-label={t('card.logo')}
            className="inline-flex min-h-11 items-center gap-2 rounded-md text-xl font-bold text-white focus-visible:outline-2 focus-visible:outline-white"
          >
            <span className="rounded-md bg-white p-0.5">
              <LogoMark className="h-7 w-7" />
            </span>
            <span aria-hidden="true">Thikana</span>
          </Link>
          <p className="mt-2 max-w-xs text-sm">
            {t('home.title')} {t('home.lead')}
          </p>
        </div>
        <LinkColumn title={t('footer.company')} links={footerCompanyLinks} />
        <LinkColumn
          title={t('nav.explore')}
          links={footerPageLinks(user, { name: city, label: places.city(city) })}
        />
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{t('footer.contact')}</h2>
          <ul className="mt-2 text-sm">
            <li>
              {supportEmail.data ? (
                <a
                  href={`mailto:${supportEmail.data}`}
                  className="inline-flex min-h-11 items-center gap-2 text-brand-100 hover:text-white hover:underline"
                >
                  <Mail aria-hidden="true" className="h-4 w-4" />
                  {supportEmail.data}
                </a>
              ) : null}
            </li>
            <li>
              <Link
                to={paths.contactUs()}
                className="inline-flex min-h-11 items-center text-brand-100 hover:text-white hover:underline"
              >
                {t('footer.writeToUs')}
              </Link>
            </li>
          </ul>
          <h2 className="mt-6 text-sm font-semibold tracking-wide text-white uppercase">
            {t('footer.share')}
          </h2>
          <SocialLinks />
        </div>
      </div>
      <p className="border-t border-brand-800 px-4 py-4 text-center text-xs text-brand-100">
        {t('footer.copyright', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
