// Every page's frame: header, the page, footer. It also restores the session once
// per load and scrolls to the top on every route change (docs/product/screens.md#layout-header-and-footer).
import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useRestoreSession } from '../api/user/restore.ts';
import { withTexts } from '../i18n/i18n.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { Header } from './header.tsx';
import { Later, later } from './later.tsx';

// The footer is below the fold on every page: it loads after the first render
// (docs/decisions/0054-first-render-js-budget.md); nothing above it moves when it comes.
const Footer = later(withTexts(() => import('./footer.tsx').then((m) => ({ default: m.Footer }))));
// The test-mode banner waits for the gateway's answer anyway; its code comes after the first render too.
const TestModeBanner = later(
  withTexts(() => import('./test-mode-banner.tsx').then((m) => ({ default: m.TestModeBanner }))),
);

export function Layout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useRestoreSession();

  // Not on the first page: drawn by the server, it may have been scrolled before the app took it
  // over (docs/decisions/0076-public-pages-rendered-on-the-server.md).
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('layout.skip')}
      </a>
      <Later part={TestModeBanner} />
      <Header />
      <main id="main" className="flex-1">
        {/* Shown for the moment a page's code first loads; later navigations keep the old page until the new one is ready. */}
        <Suspense fallback={<div aria-busy="true" className="min-h-screen" />}>
          <Outlet />
        </Suspense>
      </main>
      <Later part={Footer} />
    </div>
  );
}
