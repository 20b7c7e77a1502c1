// Pruning old backups keeps the newest N archives by their time-stamped names and touches
// nothing else in the folder; `npm run backup -- prune` says what it kept and deleted.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pruneBackups } from './prune.ts';

const work = mkdtempSync(path.join(tmpdir(), 'thikana-prune-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const folderWith = (name: string, files: string[]) => {
  const made = mkdtempSync(path.join(work, `${name}-`));
  for (const file of files) writeFileSync(path.join(made, file), 'x'.repeat(1000));
  return made;
};

const ARCHIVES = [
  'thikana-backup-20261201-020000.tar.gz',
  'thikana-backup-20261203-020000.tar.gz',
  'thikana-backup-20261202-020000.tar.gz',
  'thikana-backup-20261204-020000.tar.gz',
];

describe('pruning backups', () => {
  it('keeps the newest N archives and nothing else is touched', () => {
    const dir = folderWith('keep', [...ARCHIVES, 'notes.txt', 'thikana-backup-manual.tar.gz']);
    const result = pruneBackups(dir, 2);
    expect(result.removed.sort()).toEqual([ARCHIVES[0], ARCHIVES[2]]);
    expect(result.bytes).toBe(2000);
    expect(readdirSync(dir).sort()).toEqual([
      'notes.txt',
      'thikana-backup-20261203-020000.tar.gz',
      'thikana-backup-20261204-020000.tar.gz',
      'thikana-backup-manual.tar.gz',
    ]);
  });

  it('refuses a keep of none, naming the option', () => {
    expect(() => pruneBackups(folderWith('none', ARCHIVES), 0)).toThrow(/--keep needs a whole number/);
  });

  it('runs as npm run backup -- prune --keep N DIR', () => {
    const dir = folderWith('command', ARCHIVES);
    const output = execFileSync(
      process.execPath,
      ['--import', 'tsx', 'src/server/cli/backup.ts', 'prune', '--keep', '3', dir],
      { encoding: 'utf8', env: { ...process.env, DATA_DIR: 'memory://' } },
    );
    expect(output.trim()).toBe(`Kept the newest 3 archive(s) in ${dir}; deleted 1 (0.0 MB).`);
    expect(readdirSync(dir)).not.toContain(ARCHIVES[0]);
  }, 60_000);
});
