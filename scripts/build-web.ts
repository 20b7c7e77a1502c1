// Builds the web app: the browser's files into `<dir>/web` and the public pages' server render
// into `<dir>/ssr` (src/web/server-render.tsx), which the server finds beside the web app's
// files (src/server/http/web-app.ts). `npm run build`, `npm start` and the journeys use it.
import path from 'node:path';
import { build } from 'vite';

const root = path.resolve(import.meta.dirname, '..');

export const buildWeb = async (dir = path.join(root, 'dist')) => {
  const configFile = path.join(root, 'vite.config.ts');
  await build({ configFile, logLevel: 'warn', build: { outDir: path.join(dir, 'web') } });
  await build({
    configFile,
    logLevel: 'warn',
    build: { ssr: 'server-render.tsx', outDir: path.join(dir, 'ssr') },
  });
};

if (process.argv[1] === import.meta.filename) await buildWeb();
