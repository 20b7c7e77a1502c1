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
      },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/media': 'http://127.0.0.1:3000',
    },
  },
}));
