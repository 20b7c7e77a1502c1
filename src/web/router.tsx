// Every route (docs/product/screens.md), one lazy page each, in React Router's declarative
// mode: the data router's loaders and actions are not used, and leaving them out keeps about
// 14 KB of script out of the first render (docs/decisions/0068-first-render-diet.md). The
// layout carries the header, footer and scroll-to-top; a failure to load or render a page
// shows the error page (docs/product/screens.md#not-found-and-errors).
import { type ComponentType, useEffect, useRef } from 'react';
import { matchPath, type NavigateOptions, Route, Routes, useLocation, useNavigate } from 'react-router';
import type { PagePattern } from '../shared/page-paths.ts';
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

const Rents = page(() => import('./pages/rents/rents-page.tsx'));

/** One page for each address the server answers with 200 (src/shared/page-paths.ts). */
const pages: Record<PagePattern, Preloadable> = {
  '/': HomePage,
  '/home': HomePage,
  '/login': page(() => import('./pages/login/login-page.tsx')),
  '/whatsappLogin': page(() => import('./pages/whatsapp-login/whatsapp-login-page.tsx')),
  '/resetpassword': page(() => import('./pages/reset-password/reset-password-page.tsx')),
  '/signup': page(() => import('./pages/signup/signup-page.tsx')),
  '/profile': page(() => import('./pages/profile/profile-page.tsx')),
  '/terms&conditions': page(() => import('./pages/terms/terms-page.tsx')),
  '/privacypolicy': page(() => import('./pages/privacy/privacy-page.tsx')),
  '/refund': page(() => import('./pages/refund/refund-page.tsx')),
  '/about': page(() => import('./pages/about/about-page.tsx')),
  '/addlisting': page(() => import('./pages/add-listing/add-listing-page.tsx')),
  '/propertydetail/:listed_id': page(() => import('./pages/property-detail/property-detail-page.tsx')),
  '/myproperties/:listed_id?': page(() => import('./pages/my-properties/my-properties-page.tsx')),
  '/listing-check/:token': page(() => import('./pages/listing-check/listing-check-page.tsx')),
  '/visit-request/:token': page(() => import('./pages/visit-request/visit-request-page.tsx')),
  '/properties': page(() => import('./pages/properties/properties-page.tsx')),
  '/wishlist': page(() => import('./pages/wishlist/wishlist-page.tsx')),
  '/visits': page(() => import('./pages/visits/visits-page.tsx')),
  '/saved-searches': page(() => import('./pages/saved-searches/saved-searches-page.tsx')),
  '/messages': page(() => import('./pages/messages/messages-page.tsx')),
  '/messages/:conversation_id': page(() => import('./pages/messages/conversation-page.tsx')),
  '/unsubscribe': page(() => import('./pages/unsubscribe/unsubscribe-page.tsx')),
  '/view': page(() => import('./pages/view/view-page.tsx')),
  '/propertyList': page(() => import('./pages/property-list/property-list-page.tsx')),
  '/services': page(() => import('./pages/services/services-page.tsx')),
  '/addservices': page(() => import('./pages/add-service/add-service-page.tsx')),
  '/search': page(() => import('./pages/search/search-page.tsx')),
  '/blogs': page(() => import('./pages/blogs/blogs-page.tsx')),
  '/blog': page(() => import('./pages/blog/blog-page.tsx')),
  '/addblog': page(() => import('./pages/add-blog/add-blog-page.tsx')),
  '/contactus': page(() => import('./pages/contact/contact-page.tsx')),
  '/faq': page(() => import('./pages/faq/faq-page.tsx')),
  '/admin/messages': page(() => import('./pages/admin-messages/admin-messages-page.tsx')),
  '/account/security': page(() => import('./pages/account-security/account-security-page.tsx')),
  '/admin/two-factor': page(() => import('./pages/admin-factor/admin-factor-page.tsx')),
  '/admin/payments': page(() => import('./pages/admin-payments/admin-payments-page.tsx')),
  '/admin/moderation': page(() => import('./pages/admin-moderation/admin-moderation-page.tsx')),
  '/admin/users': page(() => import('./pages/admin-users/admin-users-page.tsx')),
  '/rents': page(() => import('./pages/rents/cities-page.tsx')),
  '/rents/:city/:locality?': Rents,
  '/deals/:deal_id': page(() => import('./pages/deal/deal-page.tsx')),
  '/agreements/verify': page(() => import('./pages/agreement-verify/agreement-verify-page.tsx')),
};

/** Every other address: the not-found page, which the server sends with HTTP 404. */
const NotFound = page(() => import('./pages/not-found/not-found-page.tsx'));

const routes: { path: string; page: Preloadable }[] = [
  ...Object.entries(pages).map(([path, page]) => ({ path, page })),
  { path: '*', page: NotFound },
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
