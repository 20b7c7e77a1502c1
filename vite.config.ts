import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { catalogue } from './scripts/catalogue.ts';
import { precompressDir } from './scripts/precompress.ts';
import { pwa } from './scripts/pwa.ts';

/** Precompresses the build's text files (scripts/precompress.ts). */
const precompress = (): Plugin => {
  let outDir = '';
  return {
    name: 'thikana-precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: () => precompressDir(outDir),
  };
};

/**
 * How the web app's script is cut into files (docs/decisions/0085-fewer-larger-script-files.md). Left
 * to itself the bundler made a file of every set of modules shared by a different set of pages:
 * 22 files for the first render of `/`, most under 1 KB, each compressed on its own and named
 * in the preload map of every page. A module named here goes with its own imports (recursively)
 * into one file; a module left out lands where the bundler would put it anyway, so the list only
 * ever costs bytes, never correctness.
 */
const SHELL = [
  // The frame, as the entry imports it.
  '/src/web/app.tsx',
  '/src/web/router.tsx',
  '/src/web/early-taps.ts',
  '/src/web/api/query-client.ts',
  '/src/web/api/rendered-queries.ts',
  '/src/web/api/session-lost.ts',
  '/src/web/i18n/use-language.ts',
  '/src/web/state/own-view.ts',
  '/node_modules/react-dom/',
  // What nearly every page imports. The query library's infinite lists serve two personal pages.
  '/node_modules/@tanstack/query-core/',
  '/node_modules/@tanstack/react-query/build/modern/useQuery.js',
  '/node_modules/@tanstack/react-query/build/modern/useMutation.js',
  '/node_modules/@tanstack/react-query/build/modern/QueryClientProvider.js',
  '/node_modules/zustand/',
  '/src/web/paths.ts',
  '/src/web/api/client.ts',
  '/src/web/api/first-answers.ts',
  '/src/web/state/session.ts',
  '/src/web/i18n/use-translation.ts',
  '/src/web/i18n/server-messages.ts',
  '/src/web/i18n/use-enum-label.ts',
  '/src/web/i18n/use-format.ts',
  '/src/web/return-path.ts',
  '/src/shared/constants.ts',
  '/src/shared/enums.ts',
  '/src/shared/format.ts',
  '/src/shared/listing-rules.ts',
  // The search box of the home's hero and the search page.
  '/src/web/components/search-box.tsx',
];
const NOT_IN_SHELL = ['/infiniteQueryObserver.js'];
/** The listing card, on the home, search, wishlist, similar homes and a poster's own listings. */
const CARDS = [
  '/src/web/components/property-card.tsx',
  '/src/web/api/listing/get-listings.ts',
  '/lucide-react/dist/esm/icons/chevron-left.mjs',
  '/lucide-react/dist/esm/icons/chevron-right.mjs',
  '/lucide-react/dist/esm/icons/search.mjs',
  '/lucide-react/dist/esm/icons/search-x.mjs',
  '/lucide-react/dist/esm/icons/badge-check.mjs',
];
/**
 * Messages (the inbox, a conversation, the header's inbox link) and their calls share most of
 * their code: one file, rather than a file for each set of them sharing a module, each named in
 * the preload map of the first render. Their libraries stay where they are.
 */
const CONVERSATIONS = [
  '/src/web/api/conversation/',
  '/src/web/components/messages-link.tsx',
  '/src/web/pages/messages/',
  '/src/web/api/push/',
  '/src/web/features/push/',
  '/src/web/i18n/use-message-time.ts',
  '/src/shared/format-short.ts',
  '/src/shared/schemas/conversation.ts',
  '/src/shared/api-conversations.ts',
];
/**
 * Booked visits (the booking sheet, My Visits' cards, the hours sheet) and their calls: one file,
 * so the pages that offer them name one file more in their preload lists, not six.
 */
const VIEWINGS = [
  '/src/web/api/viewing/',
  '/src/web/features/viewings/',
  '/src/web/components/listing-thumb.tsx',
  '/src/web/i18n/use-visit-time.ts',
  '/src/shared/schemas/viewing.ts',
  '/lucide-react/dist/esm/icons/calendar-plus.mjs',
  '/lucide-react/dist/esm/icons/calendar-clock.mjs',
  '/lucide-react/dist/esm/icons/clock.mjs',
];
/**
 * "Book a visit" on a listing's page and the free times its label reads: one small file, so the
 * page's first view does not load the visits' screens, their forms and the schemas they check
 * (docs/decisions/0150-a-listing-page-pays-its-way.md). The paths of conversations and viewings come
 * with it, for the same reason.
 */
const VISIT_BUTTON = [
  '/src/web/features/viewings/book-visit-button.tsx',
  '/src/web/api/viewing/viewings.ts',
  '/src/shared/api-conversations.ts',
  '/lucide-react/dist/esm/icons/calendar-days.mjs',
];
/**
 * A deal's parts the conversation, My Visits, Your home and the verify page share (the cards, the
 * terms, the calls and the contract): one file, one name more in the first render's preload map
 * rather than one for each set of pages sharing a module.
 */
const DEALS = [
  '/src/web/features/deals/',
  '/src/web/api/deal/',
  '/src/shared/api-deals.ts',
  '/src/shared/schemas/deals.ts',
  // The handover's contract too: left in a page's file, it and the deal's file would import
  // each other, and whichever ran first would read the other's values before they were made.
  '/src/shared/api-handover.ts',
  '/src/shared/schemas/handover.ts',
  '/src/shared/schemas/rent-receipt.ts',
  '/lucide-react/dist/esm/icons/handshake.mjs',
];
/** The rent index's parts the listing page, the listing form and the rent pages share. */
const RENTS = [
  '/src/web/api/rents/',
  '/src/web/features/rents/',
  '/src/shared/rent-paths.ts',
  '/src/shared/schemas/rents.ts',
  '/src/shared/api-rents.ts',
];
/**
 * Icons that several pages after the first use (each was a file of its own, a name in the first
 * render's preload map, about 20 bytes of it each): one small file they share.
 */
const SHARED_ICONS = [
  '/lucide-react/dist/esm/icons/log-out.mjs',
  '/lucide-react/dist/esm/icons/check.mjs',
  '/lucide-react/dist/esm/icons/mail.mjs',
  '/lucide-react/dist/esm/icons/wifi-off.mjs',
  '/lucide-react/dist/esm/icons/bell.mjs',
  '/lucide-react/dist/esm/icons/shield-check.mjs',
  '/lucide-react/dist/esm/icons/message-square.mjs',
  '/lucide-react/dist/esm/icons/arrow-left.mjs',
  '/lucide-react/dist/esm/icons/messages-square.mjs',
  '/lucide-react/dist/esm/icons/trash.mjs',
  '/lucide-react/dist/esm/icons/building-complex.mjs',
  '/lucide-react/dist/esm/icons/arrow-up-down.mjs',
  '/lucide-react/dist/esm/icons/circle-check.mjs',
  '/lucide-react/dist/esm/icons/pencil.mjs',
  '/lucide-react/dist/esm/icons/image-plus.mjs',
  '/lucide-react/dist/esm/icons/phone.mjs',
  '/lucide-react/dist/esm/icons/plus.mjs',
  '/lucide-react/dist/esm/icons/external-link.mjs',
];
const named =
  (parts: string[], except: string[] = []) =>
  (id: string) =>
    parts.some((part) => id.includes(part)) && !except.some((part) => id.includes(part));

// The web app lives in src/web; the server serves dist/web in production and
// `npm run dev` proxies /api to it. `vite build --ssr` builds the public pages' server render
// into dist/ssr (src/web/server-render.tsx, docs/decisions/0076-public-pages-rendered-on-the-server.md).
export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: isSsrBuild ? false : 'public',
  plugins: [react(), tailwindcss(), catalogue(), ...(isSsrBuild ? [] : [...pwa(), precompress()])],
  // The server render carries its libraries, so it runs wherever it is built to (the journeys
  // build to a temporary directory, outside this package's node_modules).
  ssr: { noExternal: isSsrBuild ? true : undefined },
  build: isSsrBuild
    ? {
        ssr: 'server-render.tsx',
        outDir: '../../dist/ssr',
        emptyOutDir: true,
        target: 'node20',
        sourcemap: false,
      }
    : {
        outDir: '../../dist/web',
        emptyOutDir: true,
        target: 'es2022',
        sourcemap: false,
        // Every browser the product supports preloads modules natively; the polyfill would only
        // add to the first render (docs/decisions/0068-first-render-diet.md).
        modulePreload: { polyfill: false },
        // Read by scripts/check-js-budget.ts: which files the first render of a page needs.
        manifest: true,
        rolldownOptions: {
          output: {
            // A file's name is its hash: the names were half a kilobyte of the first render, in
            // the preload map. The manifest says which file holds which module.
            chunkFileNames: 'assets/[hash].js',
            codeSplitting: {
              groups: [
                { name: 'shell', test: named(SHELL, NOT_IN_SHELL), priority: 10 },
                { name: 'cards', test: named(CARDS), priority: 5 },
                {
                  name: 'visit-button',
                  test: named(VISIT_BUTTON),
                  priority: 4,
                  includeDependenciesRecursively: false,
                },
                {
                  name: 'conversations',
                  test: named(CONVERSATIONS, ['/report-conversation-dialog.tsx']),
                  priority: 3,
                  includeDependenciesRecursively: false,
                },
                {
                  name: 'viewings',
                  test: named(VIEWINGS, ['/hours-sheet.tsx', '/book-visit-sheet.tsx']),
                  priority: 2,
                  includeDependenciesRecursively: false,
                },
                { name: 'rents', test: named(RENTS), priority: 2, includeDependenciesRecursively: false },
                {
                  name: 'deals',
                  test: named(DEALS, ['/terms-sheet.tsx']),
                  priority: 2,
                  includeDependenciesRecursively: false,
                },
                // The icons several later pages share: one file rather than one each, every one a
                // name in the first render's preload map.
                { name: 'icons', test: named(SHARED_ICONS), priority: 0 },
                // The form kit (src/web/ui): the forms use most of it, so one file.
                { name: 'form-kit', test: named(['/src/web/ui/']), priority: 1 },
              ],
            },
          },
        },
      },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/media': 'http://127.0.0.1:3000',
    },
  },
}));
