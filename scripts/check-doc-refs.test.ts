// The citation check run by `npm run check`, run as that command runs it, on a small
// repository made for each test. The cited names are assembled at run time so this file
// itself cites nothing the check would refuse.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const SCRIPT = resolve(import.meta.dirname, 'check-doc-refs.mjs');
const DOCS = 'docs';
const BRIEF = ['SPEC', 'DECISIONS'].map((name) => `${name}.md`);

let root: string | null = null;

/** A repository with the given files; returns its path. */
const repository = (files: Record<string, string>) => {
  root = mkdtempSync(join(tmpdir(), 'doc-refs-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
};

const check = (dir: string) => {
  const run = spawnSync(process.execPath, [SCRIPT, dir], { encoding: 'utf8' });
  return { status: run.status, problems: run.stderr.split('\n').filter((line) => line.startsWith('  ')) };
};

const RULES_DOC = [
  '# Listings',
  '## Brokerage',
  '## Rent per day (weekend homes)',
  '```md',
  '## Not a heading inside a code block',
  '```',
  '## Brokerage',
].join('\n');

afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = null;
});

describe('the documentation citation check', () => {
  it('passes when every cited file and heading is in the repository', () => {
    const dir = repository({
      'README.md': `See [the rules](${DOCS}/product/listings.md#brokerage).\n`,
      [`${DOCS}/product/listings.md`]: RULES_DOC,
      'src/shared/api.ts': 'export const API = {};\n',
      'src/server/routes.ts': [
        `import { API } from '../${'shared'}/api.ts';`,
        `// Brokerage only for some types (${DOCS}/product/listings.md#brokerage).`,
        `// Rent per day (${DOCS}/product/listings.md#rent-per-day-weekend-homes), again`,
        `// (${DOCS}/product/listings.md#brokerage-1), and the whole file: ${DOCS}/product/listings.md.`,
        '// The README.md at the root, and photo.md, a property, are no citations to refuse.',
        'export const routes = API;',
      ].join('\n'),
    });

    expect(check(dir)).toEqual({ status: 0, problems: [] });
  });

  it('fails on the brief, a missing shared path, a missing file and a missing heading, naming each', () => {
    const dir = repository({
      'README.md': '# Readme\n',
      [`${DOCS}/product/listings.md`]: RULES_DOC,
      'src/server/a.ts': [
        `// Soft delete (${BRIEF[1]} "Listings").`,
        `const spec = 'see ${BRIEF[0]} section 3';`,
        `// The brief's folder: ../shared/${BRIEF[0]}`,
        `// A page that was never written: ${DOCS}/product/pricing.md`,
        `// A heading that is not there: ${DOCS}/product/listings.md#not-a-heading-inside-a-code-block`,
        'export { spec };',
      ].join('\n'),
      'e2e/b.spec.ts': `// ${DOCS}/decisions/0099-nothing.md\n`,
    });

    const { status, problems } = check(dir);

    expect(status).toBe(1);
    expect(problems).toEqual([
      `  src/server/a.ts:1: ${BRIEF[1]}: the product brief is not part of the repository`,
      `  src/server/a.ts:2: ${BRIEF[0]}: the product brief is not part of the repository`,
      `  src/server/a.ts:3: ../shared/${BRIEF[0]}: no such path in the repository`,
      `  src/server/a.ts:4: ${DOCS}/product/pricing.md: no such file in the repository`,
      `  src/server/a.ts:5: ${DOCS}/product/listings.md#not-a-heading-inside-a-code-block: no heading with the anchor #not-a-heading-inside-a-code-block`,
      `  e2e/b.spec.ts:1: ${DOCS}/decisions/0099-nothing.md: no such file in the repository`,
    ]);
  });

  it('fails on a file of the repository a comment names that is not there, and leaves strings alone', () => {
    const src = 'src';
    const dir = repository({
      'README.md': '# Readme\n',
      [`${src}/server/jobs.ts`]: 'export const jobs = [];\n',
      [`${src}/server/a.ts`]: [
        `// The jobs (${src}/server/jobs.ts) and the worker (${src}/server/worker.ts).`,
        ` * A block comment's line naming ${src}/web/sw-push.js`,
        `const probe = '${src}/server/probe.ts'; // a string is the code's, not a citation`,
        `export const seed = 'x'; // run by ${src}/server/cli/seed.ts`,
      ].join('\n'),
    });

    expect(check(dir).problems).toEqual([
      `  ${src}/server/a.ts:1: ${src}/server/worker.ts: no such file in the repository`,
      `  ${src}/server/a.ts:2: ${src}/web/sw-push.js: no such file in the repository`,
      `  ${src}/server/a.ts:4: ${src}/server/cli/seed.ts: no such file in the repository`,
    ]);
  });

  it('fails on a link between the docs whose heading is missing', () => {
    const dir = repository({
      'README.md': '# Readme\n',
      [`${DOCS}/product/listings.md`]: RULES_DOC,
      [`${DOCS}/product/README.md`]: '# Docs\n\n[Brokerage](listings.md#brokrage) and [up](#docs).\n',
    });

    expect(check(dir).problems).toEqual([
      `  ${DOCS}/product/README.md:3: (listings.md#brokrage): no heading with the anchor #brokrage`,
    ]);
  });

  it('finds every citation of this repository in its place', () => {
    expect(check(resolve(import.meta.dirname, '..'))).toEqual({ status: 0, problems: [] });
  });
});
