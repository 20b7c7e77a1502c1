// `npm run backup [-- DIR]`: writes one archive with the database and every photo into
// DIR (default this command's BACKUP_DIR, ./backups). While the server runs on the embedded database
// the server itself writes it (cli/command.ts). How often: README "Back up and restore".
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createBackup } from '../backup/archive.ts';
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

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // The directory, given or this command's BACKUP_DIR, is resolved here, in the operator's
  // working directory, even when the server writes it: the server's own BACKUP_DIR and
  // working directory are not the operator's.
  const [dir] = process.argv.slice(2);
  process.exitCode = await runCommandLine('backup', BACKUP_COMMANDS, [
    'create',
    path.resolve(dir ?? loadConfig().BACKUP_DIR),
  ]);
}
