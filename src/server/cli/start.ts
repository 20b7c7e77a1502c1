// `npm start`: build the web app when its sources are newer than the build, then run
// the server (migrate, seed an empty database, listen on PORT).
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
// The server render is built second: when it is there, both are.
const builtRender = path.join(root, 'dist/ssr/server-render.js');

const newestMtime = (dir: string): number => {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const mtime = entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs;
    if (mtime > newest) newest = mtime;
  }
  return newest;
};

const isStale = () => {
  if (!existsSync(builtRender)) return true;
  const built = statSync(builtRender).mtimeMs;
  const sources = Math.max(
    newestMtime(path.join(root, 'src/web')),
    newestMtime(path.join(root, 'src/shared')),
    statSync(path.join(root, 'vite.config.ts')).mtimeMs,
  );
  return sources > built;
};

if (isStale()) {
  console.info('Building the web app...');
  const { buildWeb } = await import('../../../scripts/build-web.ts');
  await buildWeb();
}

process.env.NODE_ENV ??= 'production';
const { exitOnStartError, main } = await import('../main.ts');
await main().catch(exitOnStartError);
