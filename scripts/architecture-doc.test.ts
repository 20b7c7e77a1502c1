// docs/architecture.md's table of features against the code: every feature has its row, the
// row names every function its index.ts exposes, and its "uses" column is exactly the features
// its files (tests aside) import. A newcomer reads the house from that table; it must not drift.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');
const FEATURES = join(ROOT, 'src/server/features');

type Row = { exposes: string; uses: string[] };

/** The rows of the table headed "| feature | public module exposes | uses |". */
const tableRows = (): Map<string, Row> => {
  const lines = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8').split('\n');
  const start = lines.findIndex((line) =>
    /^\|\s*feature\s*\|\s*public module exposes\s*\|\s*uses\s*\|/.test(line),
  );
  const rows = new Map<string, Row>();
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    const [feature = '', exposes = '', uses = ''] = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    rows.set(feature, {
      exposes,
      uses: uses === 'nothing' ? [] : uses.split(',').map((name) => name.trim()),
    });
  }
  return rows;
};

const features = () =>
  readdirSync(FEATURES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** The values (not types) a feature's index.ts exports. */
const exposed = (feature: string) => {
  const file = join(FEATURES, feature, 'index.ts');
  if (!existsSync(file)) return [];
  const names: string[] = [];
  for (const m of readFileSync(file, 'utf8').matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const part of m[1]!.split(',')) {
      const name = part.trim();
      if (!name || name.startsWith('type ')) continue;
      names.push(name.split(/\s+as\s+/).at(-1)!);
    }
  }
  return names;
};

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

/** The other features a feature's files import (tests aside). */
const used = (feature: string) => {
  const others = new Set<string>();
  for (const file of sourceFiles(join(FEATURES, feature))) {
    for (const m of readFileSync(file, 'utf8').matchAll(
      /from '(?:\.\.\/)+(?:features\/)?([\w-]+)\/index\.ts'/g,
    )) {
      if (m[1] !== feature && features().includes(m[1]!)) others.add(m[1]!);
    }
  }
  return [...others].sort();
};

describe('docs/architecture.md names the features as the code has them', () => {
  const rows = tableRows();

  it('has a row for every feature and no row for a feature that is gone', () => {
    expect([...rows.keys()].sort()).toEqual(features());
  });

  it.each(features())('names every function %s exposes', (feature) => {
    const exposes = rows.get(feature)?.exposes ?? '';
    expect(exposed(feature).filter((name) => !exposes.includes(`\`${name}\``))).toEqual([]);
  });

  it.each(features())('says which features %s uses, and only those', (feature) => {
    expect([...(rows.get(feature)?.uses ?? [])].sort()).toEqual(used(feature));
  });
});
