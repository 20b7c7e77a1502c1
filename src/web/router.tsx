// Every route (docs/product/screens.md), one lazy page each, in React Router's declarative
// mode: the data router's loaders and actions are not used, and leaving them out keeps about
// 14 KB of script out of the first render (docs/decisions/0068-first-render-diet.md). The
// layout carries the header, footer and scroll-to-top; a failure to load or render a page
// shows the error page (docs/product/screens.md#not-found-and-errors).
import { type ComponentType, type LazyExoticComponent, lazy, useEffect, useRef } from 'react';
import { type NavigateOptions, Route, Routes, useLocation, useNavigate } from 'react-router';
import { Layout } from './components/layout.tsx';
import { RouteErrorBoundary } from './components/route-error-boundary.tsx';

const HomePage = lazy(() => import('./pages/home/home-page.tsx'));
const OfflinePage = lazy(() => import('./pages/offline/offline-page.tsx'));

/**
 * The service worker answered a failed navigation with offline.html, which carries this mark
 * (scripts/pwa.ts, docs/decisions/0067-offline-and-install.md).
 */
const servedOffline = () => document.querySelector('meta[name="thikana-offline"]') !== null;

const routes: { path: string; Page: LazyExoticComponent<ComponentType> }[] = [
  { path: '/', Page: HomePage },
  { path: '/home', Page: HomePage },
  { path: '/login', Page: lazy(() => import('./pages/login/login-page.tsx')) },
  { path: '/whatsappLogin', Page: lazy(() => import('./pages/whatsapp-login/whatsapp-login-page.tsx')) },
  { path: '/resetpassword', Page: lazy(() => import('./pages/reset-password/reset-password-page.tsx')) },
  { path: '/signup', Page: lazy(() => import('./pages/signup/signup-page.tsx')) },
  { path: '/profile', Page: lazy(() => import('./pages/profile/profile-page.tsx')) },
  { path: '/terms&conditions', Page: lazy(() => import('./pages/terms/terms-page.tsx')) },
  { path: '/privacypolicy', Page: lazy(() => import('./pages/privacy/privacy-page.tsx')) },
  { path: '/refund', Page: lazy(() => import('./pages/refund/refund-page.tsx')) },
  { path: '/about', Page: lazy(() => import('./pages/about/about-page.tsx')) },
  { path: '/addlisting', Page: lazy(() => import('./pages/add-listing/add-listing-page.tsx')) },
  {
    path: '/propertydetail/:listed_id',
    Page: lazy(() => import('./pages/property-detail/property-detail-page.tsx')),
  },
  { path: '/myproperties', Page: lazy(() => import('./pages/my-properties/my-properties-page.tsx')) },
  { path: '/listing-check/:token', Page: lazy(() => import('./pages/listing-check/listing-check-page.tsx')) },
  { path: '/properties', Page: lazy(() => import('./pages/properties/properties-page.tsx')) },
  { path: '/wishlist', Page: lazy(() => import('./pages/wishlist/wishlist-page.tsx')) },
  { path: '/visits', Page: lazy(() => import('./pages/visits/visits-page.tsx')) },
  { path: '/saved-searches', Page: lazy(() => import('./pages/saved-searches/saved-searches-page.tsx')) },
  { path: '/unsubscribe', Page: lazy(() => import('./pages/unsubscribe/unsubscribe-page.tsx')) },
  { path: '/view', Page: lazy(() => import('./pages/view/view-page.tsx')) },
  { path: '/propertyList', Page: lazy(() => import('./pages/property-list/property-list-page.tsx')) },
  { path: '/services', Page: lazy(() => import('./pages/services/services-page.tsx')) },
  { path: '/addservices', Page: lazy(() => import('./pages/add-service/add-service-page.tsx')) },
  { path: '/search', Page: lazy(() => import('./pages/search/search-page.tsx')) },
  { path: '/blogs', Page: lazy(() => import('./pages/blogs/blogs-page.tsx')) },
  { path: '/blog', Page: lazy(() => import('./pages/blog/blog-page.tsx')) },
  { path: '/addblog', Page: lazy(() => import('./pages/add-blog/add-blog-page.tsx')) },
  { path: '/contactus', Page: lazy(() => import('./pages/contact/contact-page.tsx')) },
  { path: '/faq', Page: lazy(() => import('./pages/faq/faq-page.tsx')) },
  { path: '/admin/messages', Page: lazy(() => import('./pages/admin-messages/admin-messages-page.tsx')) },
  {
    path: '/account/security',
    Page: lazy(() => import('./pages/account-security/account-security-page.tsx')),
  },
  { path: '/admin/two-factor', Page: lazy(() => import('./pages/admin-factor/admin-factor-page.tsx')) },
  { path: '/admin/payments', Page: lazy(() => import('./pages/admin-payments/admin-payments-page.tsx')) },
  {
    path: '/admin/moderation',
    Page: lazy(() => import('./pages/admin-moderation/admin-moderation-page.tsx')),
  },
  { path: '/admin/users', Page: lazy(() => import('./pages/admin-users/admin-users-page.tsx')) },
  { path: '*', Page: lazy(() => import('./pages/not-found/not-found-page.tsx')) },
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
