// Every route (docs/product/screens.md), one lazy page each, in React Router's declarative
// mode: the data router's loaders and actions are not used, and leaving them out keeps about
// 14 KB of script out of the first render (docs/decisions/0068-first-render-diet.md). The
// layout carries the header, footer and scroll-to-top; a failure to load or render a page
// shows the error page (docs/product/screens.md#not-found-and-errors).
import { type ComponentType, useEffect, useRef } from 'react';
import { matchPath, type NavigateOptions, Route, Routes, useLocation, useNavigate } from 'react-router';
import { type Preloadable, preloadable } from './components/later.tsx';
import { Layout } from './components/layout.tsx';
import { RouteErrorBoundary } from './components/route-error-boundary.tsx';
import { withTexts } from './i18n/i18n.ts';

/**
 * A page other than the home: its code and the English texts outside the first render arrive
 * together (docs/decisions/0071-translations-compiled-and-split.md).
 */
const page = (load: () => Promise<{ default: ComponentType }>) => preloadable(withTexts(load));

const HomePage = preloadable(() => import('./pages/home/home-page.tsx'));
const Offline = page(() => import('./pages/offline/offline-page.tsx'));

/**
 * The service worker answered a failed navigation with offline.html, which carries this mark
 * (scripts/pwa.ts, docs/decisions/0067-offline-and-install.md).
 */
const servedOffline = () =>
  typeof document !== 'undefined' && document.querySelector('meta[name="thikana-offline"]') !== null;

const routes: { path: string; page: Preloadable }[] = [
  { path: '/', page: HomePage },
  { path: '/home', page: HomePage },
  { path: '/login', page: page(() => import('./pages/login/login-page.tsx')) },
  { path: '/whatsappLogin', page: page(() => import('./pages/whatsapp-login/whatsapp-login-page.tsx')) },
  { path: '/resetpassword', page: page(() => import('./pages/reset-password/reset-password-page.tsx')) },
  { path: '/signup', page: page(() => import('./pages/signup/signup-page.tsx')) },
  { path: '/profile', page: page(() => import('./pages/profile/profile-page.tsx')) },
  { path: '/terms&conditions', page: page(() => import('./pages/terms/terms-page.tsx')) },
  { path: '/privacypolicy', page: page(() => import('./pages/privacy/privacy-page.tsx')) },
  { path: '/refund', page: page(() => import('./pages/refund/refund-page.tsx')) },
  { path: '/about', page: page(() => import('./pages/about/about-page.tsx')) },
  { path: '/addlisting', page: page(() => import('./pages/add-listing/add-listing-page.tsx')) },
  {
    path: '/propertydetail/:listed_id',
    page: page(() => import('./pages/property-detail/property-detail-page.tsx')),
  },
  { path: '/myproperties', page: page(() => import('./pages/my-properties/my-properties-page.tsx')) },
  { path: '/listing-check/:token', page: page(() => import('./pages/listing-check/listing-check-page.tsx')) },
  { path: '/properties', page: page(() => import('./pages/properties/properties-page.tsx')) },
  { path: '/wishlist', page: page(() => import('./pages/wishlist/wishlist-page.tsx')) },
  { path: '/visits', page: page(() => import('./pages/visits/visits-page.tsx')) },
  { path: '/saved-searches', page: page(() => import('./pages/saved-searches/saved-searches-page.tsx')) },
  { path: '/unsubscribe', page: page(() => import('./pages/unsubscribe/unsubscribe-page.tsx')) },
  { path: '/view', page: page(() => import('./pages/view/view-page.tsx')) },
  { path: '/propertyList', page: page(() => import('./pages/property-list/property-list-page.tsx')) },
  { path: '/services', page: page(() => import('./pages/services/services-page.tsx')) },
  { path: '/addservices', page: page(() => import('./pages/add-service/add-service-page.tsx')) },
  { path: '/search', page: page(() => import('./pages/search/search-page.tsx')) },
  { path: '/blogs', page: page(() => import('./pages/blogs/blogs-page.tsx')) },
  { path: '/blog', page: page(() => import('./pages/blog/blog-page.tsx')) },
  { path: '/addblog', page: page(() => import('./pages/add-blog/add-blog-page.tsx')) },
  { path: '/contactus', page: page(() => import('./pages/contact/contact-page.tsx')) },
  { path: '/faq', page: page(() => import('./pages/faq/faq-page.tsx')) },
  { path: '/admin/messages', page: page(() => import('./pages/admin-messages/admin-messages-page.tsx')) },
  {
    path: '/account/security',
    page: page(() => import('./pages/account-security/account-security-page.tsx')),
  },
  { path: '/admin/two-factor', page: page(() => import('./pages/admin-factor/admin-factor-page.tsx')) },
  { path: '/admin/payments', page: page(() => import('./pages/admin-payments/admin-payments-page.tsx')) },
  {
    path: '/admin/moderation',
    page: page(() => import('./pages/admin-moderation/admin-moderation-page.tsx')),
  },
  { path: '/admin/users', page: page(() => import('./pages/admin-users/admin-users-page.tsx')) },
  { path: '*', page: page(() => import('./pages/not-found/not-found-page.tsx')) },
];

/**
 * Loads the code of the page at `pathname`, and the texts it needs, before a page the server drew
 * is taken over (components/later.tsx, docs/decisions/0076-public-pages-rendered-on-the-server.md).
 */
export const preloadPage = async (pathname: string) => {
  await routes.find(({ path }) => matchPath(path, pathname))?.page.preload();
};

let navigateOutside: ((to: string, options?: NavigateOptions) => void) | null = null;

/** Navigates from outside React (the query client's "session lost"); a no-op before the first render. */
export const navigateFromOutside = (to: string, options?: NavigateOptions) => navigateOutside?.(to, options);

function NavigateBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    navigateOutside = (to, options) => {
      void navigate(to, options);
    };
  }, [navigate]);
  return null;
}

export function AppRoutes() {
  const location = useLocation();
  // The offline page stands for the address that failed, until the person goes elsewhere.
  const offlineAt = useRef(servedOffline() ? location.key : null);
  const offline = offlineAt.current === location.key;
  return (
    <RouteErrorBoundary>
      <NavigateBridge />
      <Routes>
        <Route element={<Layout />}>
          {offline ? (
            <Route path="*" element={<Offline.Part />} />
          ) : (
            routes.map(({ path, page }) => <Route key={path} path={path} element={<page.Part />} />)
          )}
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}
