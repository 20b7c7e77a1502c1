// `npm run backup [-- DIR]`: writes one archive with the database and every photo into
// DIR (default this command's BACKUP_DIR, ./backups). `npm run backup -- prune [--keep N] [DIR]`
// deletes all but the newest N archives there (default 14; backup/prune.ts). While the server runs on the embedded database
// the server itself writes it (cli/command.ts). How often: README "Back up and restore".
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createBackup } from '../backup/archive.ts';
import { pruneBackups } from '../backup/prune.ts';
import { loadConfig } from '../config.ts';
import type { CommandGroup } from './command.ts';
import { runCommandLine } from './run-command.ts';

const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

export const BACKUP_COMMANDS: CommandGroup = {
  create: {
    usage: '[DIR]',
    run: async (deps, [dir]) => {
      const backup = await createBackup({
        config: deps.config,
        database: deps.database,
        storage: deps.storage,
        dir: path.resolve(dir ?? deps.config.BACKUP_DIR),
        now: deps.clock.now(),
      });
      return `Wrote ${backup.file} (${mb(backup.bytes)}: ${backup.manifest.format} database, ${backup.manifest.mediaObjects} media objects) in ${(backup.ms / 1000).toFixed(1)} s.`;
    },
  },
};

/** Prunes here, where the archives are: it needs neither the database nor the server. */
const prune = (args: string[]) => {
  const at = args.indexOf('--keep');
  const keep = at >= 0 ? Number(args[at + 1]) : 14;
  const dir = path.resolve(
    args.filter((_, i) => at < 0 || (i !== at && i !== at + 1))[0] ?? loadConfig().BACKUP_DIR,
  );
  try {
    const result = pruneBackups(dir, keep);
    console.info(
      `Kept the newest ${result.kept.length} archive(s) in ${dir}; deleted ${result.removed.length} (${mb(result.bytes)}).`,
    );
    return 0;
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // The directory, given or this command's BACKUP_DIR, is resolved here, in the operator's
  // working directory, even when the server writes it: the server's own BACKUP_DIR and
  // working directory are not the operator's.
  const args = process.argv.slice(2);
  if (args[0] === 'prune') process.exitCode = prune(args.slice(1));
  else
    process.exitCode = await runCommandLine('backup', BACKUP_COMMANDS, [
      'create',
      path.resolve(args[0] ?? loadConfig().BACKUP_DIR),
    ]);
}
