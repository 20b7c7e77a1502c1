// The phone menu's panel (components/mobile-menu.tsx): the header's links plus Home, My Profile,
// Contact Us, FAQs, Explore and Wishlist (and Messages with its unread count, for someone logged in), then
// the language switch and Login or Logout. The kit's Modal keeps focus inside while open and
// closes on Escape. It is closed on every first
// view, so its code loads after the first render (docs/decisions/0054-first-render-js-budget.md).
import { CircleUserRound, LogIn, LogOut } from 'lucide-react';
import { Fragment, lazy, Suspense } from 'react';
import { NavLink } from 'react-router';
import type { User } from '../../shared/schemas/user.ts';
import { useLogoutAndLeave } from '../api/user/logout.ts';
import { withTexts } from '../i18n/i18n.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { paths } from '../paths.ts';
import { useCurrentUser } from '../state/session.ts';
import { CloseButton } from '../ui/close-button.tsx';
import { Modal } from '../ui/modal.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { LogoMark } from './logo.tsx';
import { accountLink, type SiteLink } from './site-links.ts';

/** What the mobile menu adds to the header's links. */
const menuLinks = (user: User | null): SiteLink[] => [
  { label: 'nav.home', to: paths.home() },
  { label: 'nav.explore', to: paths.search() },
  { label: 'nav.properties', to: paths.properties() },
  { label: 'nav.wishlist', ...accountLink(user, paths.wishlist()) },
  { label: 'nav.savedSearches', ...accountLink(user, paths.savedSearches()) },
  { label: 'nav.listing', ...accountLink(user, paths.addListing()) },
  { label: 'nav.myProfile', ...accountLink(user, paths.profile()) },
  { label: 'nav.blogs', to: paths.blogs() },
  { label: 'nav.about', to: paths.about() },
  { label: 'nav.contactUs', to: paths.contactUs() },
  { label: 'nav.faqs', to: paths.faq() },
  // Admins reach every admin page from the users page (docs/product/screens.md#admin-users).
  ...(user?.isAdmin === 1 ? [{ label: 'nav.admin' as const, to: paths.adminUsers() }] : []),
];

// The inbox link and its count, for someone logged in, with the texts they need
// (docs/decisions/0071-translations-compiled-and-split.md).
const MessagesLink = lazy(withTexts(() => import('./messages-link.tsx')));
const MessagesMenuLink = lazy(
  withTexts(() => import('./messages-link.tsx').then((m) => ({ default: m.MessagesMenuLink }))),
);

const menuLinkClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 items-center rounded-lg px-3 text-base font-medium focus-visible:outline-2 focus-visible:outline-brand-700 ${
    isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-800 hover:bg-slate-100'
  }`;

export type MobileMenuPanelProps = { open: boolean; onClose: () => void };

export function MobileMenuPanel({ open, onClose }: MobileMenuPanelProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { logOut, isPending } = useLogoutAndLeave();

  return (
    <>
      {/* The header's inbox link and its live count, for someone logged in. It rides with this
       panel, which every page loads after its first render beside the menu button; from the header
       itself it would cost the first render of `/` (docs/decisions/0054-first-render-js-budget.md).
       Closed, the panel takes no room. */}
      {user && (
        <Suspense fallback={null}>
          <MessagesLink />
        </Suspense>
      )}
      <Modal
        open={open}
        aria-label={t('menu.label')}
        onClose={onClose}
        onClick={(e) => {
          // A followed link closes the menu at once, while the next page may still be loading.
          if ((e.target as Element).closest('a')) onClose();
        }}
        className="m-0 ml-auto h-dvh max-h-dvh w-[min(20rem,88vw)] overflow-y-auto bg-white p-0 text-slate-900 backdrop:bg-slate-900/50"
      >
        <div className="flex items-center justify-between border-b border-slate-200 px-4 py-2">
          <span className="inline-flex items-center gap-1.5 text-lg font-bold text-brand-800">
            <LogoMark className="h-7 w-7" />
            Thikana
          </span>
          <CloseButton label={t('menu.close')} onClick={onClose} className="-mr-2" />
        </div>
        {user && (
          <NavLink
            to={paths.profile()}
            className="mx-2 mt-2 flex min-h-11 items-center gap-2 rounded-lg px-3 font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            <CircleUserRound aria-hidden="true" className="h-5 w-5 shrink-0" />
            <span className="truncate">{user.full_name || t('nav.myProfile')}</span>
          </NavLink>
        )}
        <nav aria-label={t('menu.links')} className="flex flex-col px-2 py-2">
          {menuLinks(user).map((link) => (
            <Fragment key={t(link.label)}>
              <NavLink to={link.to} state={link.state} end className={menuLinkClass}>
                {t(link.label)}
              </NavLink>
              {user && link.label === 'nav.savedSearches' && (
                <Suspense fallback={null}>
                  <MessagesMenuLink className={menuLinkClass} />
                </Suspense>
              )}
            </Fragment>
          ))}
        </nav>
        <div className="flex flex-col gap-2 border-t border-slate-200 px-4 py-3">
          <LanguageSwitch className="w-full justify-center border border-slate-300" />
          {user ? (
            <button
              type="button"
              onClick={logOut}
              disabled={isPending}
              className="flex min-h-11 w-full items-center justify-center gap-2 rounded-lg border border-slate-300 px-4 font-semibold text-slate-800 hover:bg-slate-100 disabled:opacity-60"
            >
              <LogOut aria-hidden="true" className="h-5 w-5" />
              {t('nav.logout')}
            </button>
          ) : (
            <NavLink
              to={paths.whatsappLogin()}
              className="flex min-h-11 w-full items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
            >
              <LogIn aria-hidden="true" className="h-5 w-5" />
              {t('nav.login')}
            </NavLink>
          )}
        </div>
      </Modal>
    </>
  );
}
