// `npm start`: build the web app when its sources are newer than the build, then run
// the server (migrate, seed an empty database, listen on PORT). The build runs in a process of
// its own: the bundler's memory (over a gigabyte) goes with it, so the server that then runs is
// the same lean process as on any later start.
import { spawnSync } from 'node:child_process';
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
  const built = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/build-web.ts')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (built.status !== 0) {
    console.error('The web app could not be built; see above.');
    process.exit(built.status ?? 1);
  }
}

process.env.NODE_ENV ??= 'production';
const { exitOnStartError, main } = await import('../main.ts');
await main().catch(exitOnStartError);
