// The import rules of docs/architecture.md, probed through the real biome.json: for each
// boundary, files at the paths the rule is about hold imports lint must refuse and
// imports it must let through, and `biome lint` is run on them. The probes live in a
// temporary directory laid out like the repository, with a copy of biome.json, so the
// rules' file globs (routes.ts, config.ts, pages/<page>/...) apply as they do here.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');
const BIOME = join(ROOT, 'node_modules', '.bin', 'biome');

/** One probe file: the imports lint must refuse and those it must let through, one a line. */
type Probe = { file: string; refused?: string[]; allowed?: string[] };

const from = (spec: string) => `import '${spec}';`;
/** `levels` folders up, then `path`: assembled, so scripts/check-doc-refs.mjs does not resolve the probes. */
const up = (levels: number, path: string) => `${'../'.repeat(levels)}${path}`;
const lazy = (spec: string) => `export const load = () => import('${spec}');`;

const PROBES: Record<string, Probe[]> = {
  'a feature uses another only through its index.ts, tests included': [
    {
      file: 'src/server/features/rooms/service.ts',
      refused: [
        from('../listings/store.ts'),
        from('../listings/hydrate.ts'),
        from('../../features/listings/store.ts'),
        from('../../../server/features/listings/store.ts'),
      ],
      allowed: [
        from('../listings/index.ts'),
        from('../../features/listings/index.ts'),
        from('./store.ts'),
        from('../../db/client.ts'),
        from('../../http/errors.ts'),
        from('../../adapters/mail.ts'),
        from('../../platform/viewer.ts'),
        from(up(3, 'shared/api.ts')),
      ],
    },
    {
      file: 'src/server/features/rooms/service.test.ts',
      refused: [from('../listings/store.ts'), from('../../features/listings/store.ts')],
      allowed: [from('../listings/index.ts'), from('../../../test/app.ts'), from('../../jobs/runner.ts')],
    },
  ],
  'nothing under features/ imports app.ts': [
    { file: 'src/server/features/rooms/store.ts', refused: [from('../../app.ts'), from('../../app')] },
    {
      file: 'src/server/features/index.ts',
      refused: [from('../app.ts')],
      allowed: [from('./rooms/routes.ts')],
    },
  ],
  'route files hold no SQL': [
    {
      file: 'src/server/features/rooms/routes.ts',
      refused: [
        from('./store.ts'),
        from('drizzle-orm'),
        from('pg'),
        from('../../db/schema.ts'),
        from('../../db/client.ts'),
        from('../listings/service.ts'),
        from('../../features/listings/store.ts'),
        from('../../app.ts'),
        from('../../jobs/runner.ts'),
      ],
      allowed: [from('./service.ts'), from('../../http/guards.ts'), from('../listings/index.ts')],
    },
    { file: 'src/server/features/rooms/admin-routes.ts', refused: [from('./admin-store.ts')] },
  ],
  'a feature imports nothing from the top layer (its tests may run jobs)': [
    {
      file: 'src/server/features/rooms/credit.ts',
      refused: [
        from('../../jobs/definitions.ts'),
        from('../../backup/archive.ts'),
        from('../../cli/command.ts'),
        from('../../seed/index.ts'),
        from('../../main.ts'),
        from('../../deps.ts'),
      ],
      allowed: [from('../../db/job-runs.ts'), from('../../metrics.ts'), from('../../config.ts')],
    },
  ],
  'the layers below the features import no feature, app.ts, seed, command, job or backup': [
    ...['http', 'platform', 'db', 'adapters', 'realtime'].map((layer) => ({
      file: `src/server/${layer}/probe.ts`,
      refused: [
        from('../features/accounts/index.ts'),
        from('../features/conversations/store.ts'),
        from('../app.ts'),
        from('../seed/index.ts'),
        from('../cli/command.ts'),
        from('../jobs/runner.ts'),
        from('../backup/archive.ts'),
      ],
      allowed: [from('../config.ts'), from('../db/client.ts'), from(up(2, 'shared/api.ts'))],
    })),
    ...['config', 'metrics'].map((name) => ({
      file: `src/server/${name}.ts`,
      refused: [from('./features/accounts/index.ts'), from('./app.ts'), from('./jobs/runner.ts')],
      allowed: [from(up(1, 'shared/api.ts'))],
    })),
    {
      file: 'src/server/http/probe.test.ts',
      allowed: [from('../app.ts'), from('../features/accounts/index.ts')],
    },
  ],
  'outside features/, a feature is used only through its index.ts': [
    ...[
      ['src/server/main.ts', './features/accounts'],
      ['src/server/cli/probe.ts', '../features/accounts'],
      ['src/server/seed/probe.ts', '../features/accounts'],
      ['src/test/probe.ts', '../server/features/accounts'],
    ].map(([file, auth]) => ({
      file: file!,
      refused: [from(`${auth}/service.ts`), from(`${auth}/store.ts`)],
      allowed: [from(`${auth}/index.ts`)],
    })),
  ],
  'jobs/ is at the top: features only through their index.ts': [
    {
      file: 'src/server/jobs/definitions.ts',
      refused: [from('../features/trust/freshness.ts'), from('../features/media/image-pipeline.ts')],
      allowed: [
        from('../features/trust/index.ts'),
        from('../http/session.ts'),
        from('../db/job-runs.ts'),
        from('../metrics.ts'),
        from('../platform/app-deps.ts'),
      ],
    },
    { file: 'src/server/jobs/probe.test.ts', refused: [from('../features/media/image-keys.ts')] },
  ],
  'backup/ reads through config, db and adapters only': [
    {
      file: 'src/server/backup/archive.ts',
      refused: [
        from('../features/accounts/index.ts'),
        from('../http/errors.ts'),
        from('../platform/app-deps.ts'),
        from('../jobs/runner.ts'),
        from('../cli/command.ts'),
        from('../seed/index.ts'),
        from('../app.ts'),
        from('../deps.ts'),
      ],
      allowed: [
        from('../config.ts'),
        from('../db/client.ts'),
        from('../adapters/storage.ts'),
        from('./logical-dump.ts'),
        from(up(2, 'shared/api.ts')),
        from('node:fs'),
      ],
    },
  ],
  'src/shared imports no Node, React, server or web code': [
    {
      file: 'src/shared/probe.ts',
      refused: [
        from('node:fs'),
        from('react'),
        from('@tanstack/react-query'),
        from('../server/config.ts'),
        from('../web/paths.ts'),
        from('fastify'),
        from('drizzle-orm'),
      ],
      allowed: [from('zod'), from('./api.ts')],
    },
  ],
  'src/web imports nothing from the server or Node': [
    {
      file: 'src/web/api/probe.ts',
      refused: [from('../../server/config.ts'), from('node:fs'), from('fastify')],
      allowed: [from(up(2, 'shared/api.ts')), from('@tanstack/react-query')],
    },
  ],
  'a page imports another page only through shared components': [
    {
      file: 'src/web/pages/rooms/rooms-page.tsx',
      refused: [
        from('../search/search-url.ts'),
        from('../../pages/search/search-page.tsx'),
        lazy('../search/search-page.tsx'),
        from('../../../server/config.ts'),
      ],
      allowed: [
        from('./room-card.tsx'),
        from('../../components/detail-missing.tsx'),
        from('../../ui/button.tsx'),
        from(up(3, 'shared/search-params.ts')),
      ],
    },
    {
      file: 'src/web/pages/rooms/map/room-map.tsx',
      refused: [
        from('../../search/search-url.ts'),
        from('../../../pages/search/search-page.tsx'),
        from('../../../../server/config.ts'),
      ],
      allowed: [
        from('../rooms-page.tsx'),
        from('../../../components/layout.tsx'),
        from(up(4, 'shared/api.ts')),
      ],
    },
    {
      file: 'src/web/components/probe.tsx',
      refused: [from('../pages/search/search-url.ts'), from('../../server/config.ts')],
      allowed: [from('../ui/button.tsx'), from(up(2, 'shared/api.ts'))],
    },
    { file: 'src/web/components/probe.test.tsx', allowed: [from('../pages/faq/faq-page.tsx')] },
    { file: 'src/web/router.tsx', allowed: [lazy('./pages/rooms/rooms-page.tsx')] },
  ],
  'a web feature imports no other feature and no page; pages import features': [
    {
      file: 'src/web/features/rooms/room-sheet.tsx',
      refused: [
        from('../pass/subscribe-dialog.tsx'),
        from('../pass/index.ts'),
        lazy('../pass/subscribe-dialog.tsx'),
        from('../../features/pass/subscribe-dialog.tsx'),
        from('../../pages/search/search-page.tsx'),
        lazy('../../pages/search/search-page.tsx'),
        from('../../../server/config.ts'),
      ],
      allowed: [
        from('./room-card.tsx'),
        from('../../components/layout.tsx'),
        from('../../api/client.ts'),
        from('../../ui/button.tsx'),
        from(up(3, 'shared/api.ts')),
      ],
    },
    {
      file: 'src/web/features/rooms/room-sheet.test.tsx',
      refused: [from('../pass/subscribe-dialog.tsx'), from('../../features/pass/pass-benefits.tsx')],
      allowed: [from('../../pages/rooms/rooms-page.tsx'), from('../../test/render.tsx')],
    },
    {
      file: 'src/web/pages/rooms/room-list.tsx',
      allowed: [
        from('../../features/pass/subscribe-dialog.tsx'),
        lazy('../../features/rooms/room-sheet.tsx'),
      ],
    },
    {
      file: 'src/web/pages/rooms/map/room-pins.tsx',
      allowed: [from('../../../features/rooms/room-sheet.tsx')],
    },
  ],
  'shared web code imports no feature': [
    {
      file: 'src/web/components/feature-probe.tsx',
      refused: [from('../features/pass/subscribe-dialog.tsx'), lazy('../features/pass/subscribe-dialog.tsx')],
    },
    { file: 'src/web/api/feature-probe.ts', refused: [from('../features/viewings/visit-card.tsx')] },
    { file: 'src/web/i18n/probe.ts', refused: [from('../features/pass/pass-benefits.tsx')] },
    { file: 'src/web/app.tsx', allowed: [lazy('./features/pass/subscribe-dialog.tsx')] },
  ],
};

/** Two modules that import each other: value imports, and type-only ones (counted too). */
const CYCLES: Record<string, string> = {
  'src/server/adapters/cycle-a.ts': "import { b } from './cycle-b.ts';\nexport const a = () => b;\n",
  'src/server/adapters/cycle-b.ts': "import { a } from './cycle-a.ts';\nexport const b = () => a;\n",
  'src/web/state/types-a.ts': "import type { B } from './types-b.ts';\nexport type A = { b?: B };\n",
  'src/web/state/types-b.ts': "import type { A } from './types-a.ts';\nexport type B = { a?: A };\n",
};

type Diagnostic = { category: string; location: { path: string; start: { line: number } } };

let dir = '';
let diagnostics: Diagnostic[] = [];

const write = (file: string, text: string) => {
  mkdirSync(dirname(join(dir, file)), { recursive: true });
  writeFileSync(join(dir, file), text);
};
const linesOf = (probe: Probe) => [...(probe.refused ?? []), ...(probe.allowed ?? [])];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'import-rules-'));
  // The repository's configuration as it is, except that the copy is not a git checkout.
  const config = JSON.parse(readFileSync(join(ROOT, 'biome.json'), 'utf8'));
  const { $schema: _schema, ...rules } = config;
  write('biome.json', JSON.stringify({ ...rules, vcs: { enabled: false } }));
  for (const probe of Object.values(PROBES).flat()) write(probe.file, `${linesOf(probe).join('\n')}\n`);
  for (const [file, text] of Object.entries(CYCLES)) write(file, text);
  const run = spawnSync(BIOME, ['lint', '--reporter=json', '--max-diagnostics=none', '.'], {
    cwd: dir,
    encoding: 'utf8',
  });
  diagnostics = (JSON.parse(run.stdout) as { diagnostics: Diagnostic[] }).diagnostics;
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Each refused or allowed line of a probe file, as `file: line`. */
const reported = (category: string) =>
  diagnostics
    .filter((d) => d.category === category)
    .map((d) => `${d.location.path}: ${linesOf(findProbe(d.location.path))[d.location.start.line - 1]}`);
const findProbe = (file: string) =>
  Object.values(PROBES)
    .flat()
    .find((probe) => probe.file === file) ?? { file };

describe('lint holds the import rules', () => {
  for (const [rule, probes] of Object.entries(PROBES)) {
    it(rule, () => {
      const files = new Set(probes.map((probe) => probe.file));
      const refused = reported('lint/style/noRestrictedImports').filter((line) =>
        files.has(line.slice(0, line.indexOf(': '))),
      );
      expect(refused.sort()).toEqual(
        probes.flatMap((probe) => (probe.refused ?? []).map((line) => `${probe.file}: ${line}`)).sort(),
      );
    });
  }

  it('refuses an import cycle, type-only imports included', () => {
    const cycles = new Set(
      diagnostics.filter((d) => d.category === 'lint/suspicious/noImportCycles').map((d) => d.location.path),
    );
    expect([...cycles].sort()).toEqual(Object.keys(CYCLES).sort());
  });
});
