// Every page's frame: header, the page, footer. It also restores the session once
// per load and scrolls to the top on every route change (docs/product/screens.md#layout-header-and-footer).
import { memo, Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useRestoreSession } from '../api/user/restore.ts';
import { withTexts } from '../i18n/i18n.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { Header } from './header.tsx';
import { Later, later } from './later.tsx';

// The footer is below the fold on every page: it loads after the first render
// (docs/decisions/0054-first-render-js-budget.md); nothing above it moves when it comes.
const Footer = later(withTexts(() => import('./footer.tsx').then((m) => ({ default: m.Footer }))));
// The banners above the header (a new release's offer, the test-mode note) only ever appear after
// the page has loaded: their code comes after the first render too.
const TopBanners = later(
  withTexts(() => import('./top-banners.tsx').then((m) => ({ default: m.TopBanners }))),
);

/**
 * The page, in a boundary no re-render of the frame reaches. On a page drawn by the server React
 * takes the page over after the frame, in slices between other work; a frame re-rendering with
 * the boundary's props changed (the session's answer arriving) would force it all at once, in one
 * long task (docs/decisions/0077-cards-taken-over-one-at-a-time.md).
 */
const Page = memo(function Page() {
  return (
    // Shown for the moment a page's code first loads; later navigations keep the old page until the new one is ready.
    <Suspense fallback={<div aria-busy="true" className="min-h-screen" />}>
      <Outlet />
    </Suspense>
  );
});

/** Restores the session; on its own, so that its answer re-renders nothing but this. */
function SessionRestore() {
  useRestoreSession();
  return null;
}

export function Layout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();

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
      <SessionRestore />
      <Later part={TopBanners} />
      <Header />
      <main id="main" className="flex-1">
        <Page />
      </main>
      <Later part={Footer} />
    </div>
  );
}
