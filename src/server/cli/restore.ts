// `npm run restore -- FILE`: restores an archive of `npm run backup` into an empty
// DATA_DIR (embedded database) or the empty database at DATABASE_URL, and its photos
// into the configured storage (DATA_DIR/media or S3_BUCKET). Refuses a target that
// already holds a marketplace. Stop the server first.
import path from 'node:path';
import { restoreBackup } from '../backup/archive.ts';
import { loadConfig } from '../config.ts';
import { createStorage } from '../deps.ts';

const [file] = process.argv.slice(2);
if (!file) {
  console.error('Usage: npm run restore -- FILE   (an archive written by npm run backup)');
  process.exit(2);
}
const config = loadConfig();
try {
  const result = await restoreBackup({
    file: path.resolve(file),
    // pg_restore sets up its session: past a transaction pooler when it can (docs/decisions/0122-behind-a-connection-pooler.md).
    target: { url: config.DIRECT_DATABASE_URL ?? config.DATABASE_URL, dataDir: config.dataDir },
    storage: createStorage(config),
  });
  console.info(
    `Restored the ${result.manifest.format} database of ${result.manifest.createdAt} and ${result.mediaObjects} media objects into ${config.DATABASE_URL ? 'DATABASE_URL' : config.dataDir} in ${(result.ms / 1000).toFixed(1)} s.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
