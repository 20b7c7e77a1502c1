import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EMBEDDED_SUITE_BESIDE_POSTGRES } from './embedded-suite.ts';

const root = path.resolve(import.meta.dirname, '../..');

describe('the embedded database’s share of the suite beside PostgreSQL', () => {
  it('names only files that exist', () => {
    const named = EMBEDDED_SUITE_BESIDE_POSTGRES.filter((entry) => !entry.includes('*'));
    expect(named.filter((file) => !existsSync(path.join(root, file)))).toEqual([]);
  });

  it('walks the main path of every server feature', () => {
    const features = readdirSync(path.join(root, 'src/server/features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    const covered = (feature: string) =>
      EMBEDDED_SUITE_BESIDE_POSTGRES.some((entry) => entry.startsWith(`src/server/features/${feature}/`));
    expect(features.filter((feature) => !covered(feature))).toEqual([]);
  });
});
