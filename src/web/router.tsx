// Every route (docs/product/screens.md), one lazy page each. The layout carries the header, footer
// and scroll-to-top; the error element is the error page
// (docs/product/screens.md#not-found-and-errors).
import { createBrowserRouter, type RouteObject } from 'react-router';
import { Layout } from './components/layout.tsx';
import { RouteErrorPage } from './components/route-error-page.tsx';

const page = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteErrorPage />,
    // Shown for the moment the first page's code loads; the layout paints right after.
    hydrateFallbackElement: <div aria-busy="true" className="min-h-screen" />,
    children: [
      { path: '/', ...page(() => import('./pages/home/home-page.tsx')) },
      { path: '/home', ...page(() => import('./pages/home/home-page.tsx')) },
      { path: '/login', ...page(() => import('./pages/login/login-page.tsx')) },
      { path: '/whatsappLogin', ...page(() => import('./pages/whatsapp-login/whatsapp-login-page.tsx')) },
      { path: '/resetpassword', ...page(() => import('./pages/reset-password/reset-password-page.tsx')) },
      { path: '/signup', ...page(() => import('./pages/signup/signup-page.tsx')) },
      { path: '/profile', ...page(() => import('./pages/profile/profile-page.tsx')) },
      { path: '/terms&conditions', ...page(() => import('./pages/terms/terms-page.tsx')) },
      { path: '/privacypolicy', ...page(() => import('./pages/privacy/privacy-page.tsx')) },
      { path: '/refund', ...page(() => import('./pages/refund/refund-page.tsx')) },
      { path: '/about', ...page(() => import('./pages/about/about-page.tsx')) },
      { path: '/addlisting', ...page(() => import('./pages/add-listing/add-listing-page.tsx')) },
      {
        path: '/propertydetail/:listed_id',
        ...page(() => import('./pages/property-detail/property-detail-page.tsx')),
      },
      { path: '/myproperties', ...page(() => import('./pages/my-properties/my-properties-page.tsx')) },
      {
        path: '/listing-check/:token',
        ...page(() => import('./pages/listing-check/listing-check-page.tsx')),
      },
      { path: '/properties', ...page(() => import('./pages/properties/properties-page.tsx')) },
      { path: '/wishlist', ...page(() => import('./pages/wishlist/wishlist-page.tsx')) },
      { path: '/visits', ...page(() => import('./pages/visits/visits-page.tsx')) },
      { path: '/saved-searches', ...page(() => import('./pages/saved-searches/saved-searches-page.tsx')) },
      { path: '/unsubscribe', ...page(() => import('./pages/unsubscribe/unsubscribe-page.tsx')) },
      { path: '/view', ...page(() => import('./pages/view/view-page.tsx')) },
      { path: '/propertyList', ...page(() => import('./pages/property-list/property-list-page.tsx')) },
      { path: '/services', ...page(() => import('./pages/services/services-page.tsx')) },
      { path: '/addservices', ...page(() => import('./pages/add-service/add-service-page.tsx')) },
      { path: '/search', ...page(() => import('./pages/search/search-page.tsx')) },
      { path: '/blogs', ...page(() => import('./pages/blogs/blogs-page.tsx')) },
      { path: '/blog', ...page(() => import('./pages/blog/blog-page.tsx')) },
      { path: '/addblog', ...page(() => import('./pages/add-blog/add-blog-page.tsx')) },
      { path: '/contactus', ...page(() => import('./pages/contact/contact-page.tsx')) },
      { path: '/faq', ...page(() => import('./pages/faq/faq-page.tsx')) },
      { path: '/admin/messages', ...page(() => import('./pages/admin-messages/admin-messages-page.tsx')) },
      {
        path: '/account/security',
        ...page(() => import('./pages/account-security/account-security-page.tsx')),
      },
      { path: '/admin/two-factor', ...page(() => import('./pages/admin-factor/admin-factor-page.tsx')) },
      { path: '/admin/payments', ...page(() => import('./pages/admin-payments/admin-payments-page.tsx')) },
      {
        path: '/admin/moderation',
        ...page(() => import('./pages/admin-moderation/admin-moderation-page.tsx')),
      },
      { path: '/admin/users', ...page(() => import('./pages/admin-users/admin-users-page.tsx')) },
      { path: '*', ...page(() => import('./pages/not-found/not-found-page.tsx')) },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
