// `npm run admin -- grant EMAIL` / `npm run admin -- revoke EMAIL`: the only way to
// make an admin (docs/product/accounts.md#admins). `reset-2fa EMAIL` clears an admin's
// second factor, to enrol again at the next login. Uses the same DATA_DIR or
// DATABASE_URL as the server.
import { systemClock } from '../adapters/clock.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { resetAdminFactor, setAdmin } from '../features/auth/index.ts';

const USAGE = 'Usage: npm run admin -- grant EMAIL | revoke EMAIL | reset-2fa EMAIL';

const [command, email] = process.argv.slice(2);
if ((command !== 'grant' && command !== 'revoke' && command !== 'reset-2fa') || !email) {
  console.error(USAGE);
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir, poolSize: 1 });
try {
  await database.migrate();
  if (command === 'reset-2fa') {
    await resetAdminFactor({ deps: { database, clock: systemClock }, email });
    console.info(
      `The second factor of ${email.trim().toLowerCase()} is reset; they enrol again at their next login.`,
    );
  } else {
    const user = await setAdmin({
      deps: { database, clock: systemClock },
      email,
      isAdmin: command === 'grant',
    });
    console.info(
      command === 'grant' ? `${user.email} is now an admin.` : `${user.email} is no longer an admin.`,
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
