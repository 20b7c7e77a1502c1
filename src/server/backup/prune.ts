// Old backups pruned (`npm run backup -- prune [--keep N] [DIR]`, docs/runbook.md#c-the-disk-fills):
// the newest N archives this command names thikana-backup-YYYYMMDD-HHMMSS.tar.gz are kept, older
// ones deleted; nothing else in the folder is touched. Names sort by time, so the order is the name's.
import { readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

const ARCHIVE = /^thikana-backup-\d{8}-\d{6}\.tar\.gz$/;

export const pruneBackups = (dir: string, keep: number) => {
  if (!Number.isInteger(keep) || keep < 1)
    throw new Error('--keep needs a whole number of archives, at least 1');
  const archives = readdirSync(dir)
    .filter((name) => ARCHIVE.test(name))
    .sort()
    .reverse();
  const removed = archives.slice(keep);
  let bytes = 0;
  for (const name of removed) {
    const file = path.join(dir, name);
    bytes += statSync(file).size;
    rmSync(file);
  }
  return { kept: archives.slice(0, keep), removed, bytes };
};
