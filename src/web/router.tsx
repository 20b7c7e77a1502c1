// Every route (docs/product/screens.md), one lazy page each, in React Router's declarative
// mode: the data router's loaders and actions are not used, and leaving them out keeps about
// 14 KB of script out of the first render (docs/decisions/0068-first-render-diet.md). The
// layout carries the header, footer and scroll-to-top; a failure to load or render a page
// shows the error page (docs/product/screens.md#not-found-and-errors).
import { type ComponentType, type LazyExoticComponent, lazy, useEffect, useRef } from 'react';
import { type NavigateOptions, Route, Routes, useLocation, useNavigate } from 'react-router';
import { Layout } from './components/layout.tsx';
import { RouteErrorBoundary } from './components/route-error-boundary.tsx';
import { withTexts } from './i18n/i18n.ts';

/**
 * A page other than the home: its code and the English texts outside the first render arrive
 * together (docs/decisions/0071-translations-compiled-and-split.md).
 */
const page = (load: () => Promise<{ default: ComponentType }>) => lazy(withTexts(load));

const HomePage = lazy(() => import('./pages/home/home-page.tsx'));
const OfflinePage = page(() => import('./pages/offline/offline-page.tsx'));

/**
 * The service worker answered a failed navigation with offline.html, which carries this mark
 * (scripts/pwa.ts, docs/decisions/0067-offline-and-install.md).
 */
const servedOffline = () => document.querySelector('meta[name="thikana-offline"]') !== null;

const routes: { path: string; Page: LazyExoticComponent<ComponentType> }[] = [
  { path: '/', Page: HomePage },
  { path: '/home', Page: HomePage },
  { path: '/login', Page: page(() => import('./pages/login/login-page.tsx')) },
  { path: '/whatsappLogin', Page: page(() => import('./pages/whatsapp-login/whatsapp-login-page.tsx')) },
  { path: '/resetpassword', Page: page(() => import('./pages/reset-password/reset-password-page.tsx')) },
  { path: '/signup', Page: page(() => import('./pages/signup/signup-page.tsx')) },
  { path: '/profile', Page: page(() => import('./pages/profile/profile-page.tsx')) },
  { path: '/terms&conditions', Page: page(() => import('./pages/terms/terms-page.tsx')) },
  { path: '/privacypolicy', Page: page(() => import('./pages/privacy/privacy-page.tsx')) },
  { path: '/refund', Page: page(() => import('./pages/refund/refund-page.tsx')) },
  { path: '/about', Page: page(() => import('./pages/about/about-page.tsx')) },
  { path: '/addlisting', Page: page(() => import('./pages/add-listing/add-listing-page.tsx')) },
  {
    path: '/propertydetail/:listed_id',
    Page: page(() => import('./pages/property-detail/property-detail-page.tsx')),
  },
  { path: '/myproperties', Page: page(() => import('./pages/my-properties/my-properties-page.tsx')) },
  { path: '/listing-check/:token', Page: page(() => import('./pages/listing-check/listing-check-page.tsx')) },
  { path: '/properties', Page: page(() => import('./pages/properties/properties-page.tsx')) },
  { path: '/wishlist', Page: page(() => import('./pages/wishlist/wishlist-page.tsx')) },
  { path: '/visits', Page: page(() => import('./pages/visits/visits-page.tsx')) },
  { path: '/saved-searches', Page: page(() => import('./pages/saved-searches/saved-searches-page.tsx')) },
  { path: '/unsubscribe', Page: page(() => import('./pages/unsubscribe/unsubscribe-page.tsx')) },
  { path: '/view', Page: page(() => import('./pages/view/view-page.tsx')) },
  { path: '/propertyList', Page: page(() => import('./pages/property-list/property-list-page.tsx')) },
  { path: '/services', Page: page(() => import('./pages/services/services-page.tsx')) },
  { path: '/addservices', Page: page(() => import('./pages/add-service/add-service-page.tsx')) },
  { path: '/search', Page: page(() => import('./pages/search/search-page.tsx')) },
  { path: '/blogs', Page: page(() => import('./pages/blogs/blogs-page.tsx')) },
  { path: '/blog', Page: page(() => import('./pages/blog/blog-page.tsx')) },
  { path: '/addblog', Page: page(() => import('./pages/add-blog/add-blog-page.tsx')) },
  { path: '/contactus', Page: page(() => import('./pages/contact/contact-page.tsx')) },
  { path: '/faq', Page: page(() => import('./pages/faq/faq-page.tsx')) },
  { path: '/admin/messages', Page: page(() => import('./pages/admin-messages/admin-messages-page.tsx')) },
  {
    path: '/account/security',
    Page: page(() => import('./pages/account-security/account-security-page.tsx')),
  },
  { path: '/admin/two-factor', Page: page(() => import('./pages/admin-factor/admin-factor-page.tsx')) },
  { path: '/admin/payments', Page: page(() => import('./pages/admin-payments/admin-payments-page.tsx')) },
  {
    path: '/admin/moderation',
    Page: page(() => import('./pages/admin-moderation/admin-moderation-page.tsx')),
  },
  { path: '/admin/users', Page: page(() => import('./pages/admin-users/admin-users-page.tsx')) },
  { path: '*', Page: page(() => import('./pages/not-found/not-found-page.tsx')) },
];

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
            <Route path="*" element={<OfflinePage />} />
          ) : (
            routes.map(({ path, Page }) => <Route key={path} path={path} element={<Page />} />)
          )}
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}
