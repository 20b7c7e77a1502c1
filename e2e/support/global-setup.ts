// Once per run: build the web app into a private directory (so parallel runs never
// overwrite each other's build), unless E2E_BUILT_DIR names one this run already made, and
// seed a template DATA_DIR that every spec's server copies, so no spec pays for seeding.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildWeb } from '../../scripts/build-web.ts';

export default async function globalSetup() {
  const root = path.resolve(import.meta.dirname, '../..');
  // CI builds the web app once, in `npm run check`, and names that build here.
  const given = process.env.E2E_BUILT_DIR;
  const built = given ?? mkdtempSync(path.join(tmpdir(), 'thikana-web-'));
  if (!given) await buildWeb(built);
  process.env.E2E_WEB_DIST_DIR = path.join(built, 'web');

  const template = mkdtempSync(path.join(tmpdir(), 'thikana-template-'));
  execFileSync(process.execPath, ['--import', 'tsx', 'src/server/cli/seed.ts'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: template, LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  process.env.E2E_TEMPLATE_DATA_DIR = template;

  return () => {
    if (!given) rmSync(built, { recursive: true, force: true });
    rmSync(template, { recursive: true, force: true });
  };
}
