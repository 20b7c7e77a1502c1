// The site header (docs/product/screens.md#layout-header-and-footer): logo, city, the links About, Wishlist,
// Properties, Blogs and Listing, and the profile link with the user's full_name (or
// Login), and the language switch (docs/product/language.md). On phones the links live in the mobile menu.
import { CircleUserRound, LogIn } from 'lucide-react';
import { NavLink } from 'react-router';
import { useTranslation } from '../i18n/use-translation.ts';
import { paths } from '../paths.ts';
import { useCurrentUser } from '../state/session.ts';
import { CitySelect } from './city-select.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { Logo } from './logo.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { accountLink, headerLinks } from './site-links.ts';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-700 ${
    isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
  }`;

export function Header() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center gap-1 px-2 py-1.5 sm:gap-2 sm:px-4">
        <Logo />
        {/* The city gives way first, so the menu button never leaves a 360 px screen. */}
        <div className="ml-auto flex min-w-0 items-center gap-1 lg:ml-4">
          <CitySelect />
        </div>
        <LanguageSwitch />
        <nav aria-label={t('header.main')} className="ml-auto hidden items-center gap-1 lg:flex">
          {headerLinks(user).map((link) => (
            <NavLink key={link.label} to={link.to} state={link.state} className={linkClass} end>
              {t(link.label)}
            </NavLink>
          ))}
          <NavLink
            {...accountLink(user, paths.profile())}
            className={({ isActive }) =>
              `${linkClass({ isActive })} ml-1 gap-1.5 border border-brand-700 text-brand-800`
            }
          >
            {user ? (
              <CircleUserRound aria-hidden="true" className="h-5 w-5" />
            ) : (
              <LogIn aria-hidden="true" className="h-5 w-5" />
            )}
            <span className="max-w-[10rem] truncate">
              {user ? user.full_name || t('nav.myProfile') : t('nav.login')}
            </span>
          </NavLink>
        </nav>
        <MobileMenu />
      </div>
    </header>
  );
}
