// `npm run admin -- grant EMAIL | revoke EMAIL | list`: makes the first admin, and does
// what the users page does for later ones, through the same use case
// (docs/product/accounts.md#admins). `reset-2fa EMAIL` clears an admin's second factor,
// to enrol again at the next login. Uses the same DATA_DIR or DATABASE_URL as the server and
// works while it runs (cli/command.ts). `clock set ISO` moves the time of a server started with
// TEST_CLOCK=true (docs/deploy.md#a-movable-clock). `sessions`, `users suspend` and `payments`
// are the runbook's (cli/admin-runbook.ts). Each subcommand is one entry of ADMIN_COMMANDS.
import { pathToFileURL } from 'node:url';
import { isMovable } from '../adapters/clock.ts';
import { listAdmins, setAdmin } from '../features/accounts/index.ts';
import { resetAdminFactor } from '../features/admin-factor/index.ts';
import { expandIdFiles, RUNBOOK_COMMANDS } from './admin-runbook.ts';
import type { CommandGroup } from './command.ts';
import { runCommandLine } from './run-command.ts';

export const ADMIN_COMMANDS: CommandGroup = {
  grant: {
    usage: 'grant EMAIL',
    run: async (deps, [email]) => {
      if (!email) throw new Error('grant needs an EMAIL');
      const user = await setAdmin({ deps, target: { email }, isAdmin: true });
      return `${user.email} is now an admin.`;
    },
  },
  revoke: {
    usage: 'revoke EMAIL',
    run: async (deps, [email]) => {
      if (!email) throw new Error('revoke needs an EMAIL');
      const user = await setAdmin({ deps, target: { email }, isAdmin: false });
      return `${user.email} is no longer an admin.`;
    },
  },
  'reset-2fa': {
    usage: 'reset-2fa EMAIL',
    run: async (deps, [email]) => {
      if (!email) throw new Error('reset-2fa needs an EMAIL');
      await resetAdminFactor({ deps, email });
      return `The second factor of ${email.trim().toLowerCase()} is reset; they enrol again at their next login.`;
    },
  },
  clock: {
    usage: 'clock [set ISO-8601 | reset]',
    run: async (deps, [verb, at]) => {
      if (verb === 'reset') {
        if (!isMovable(deps.clock))
          throw new Error('The clock moves only on a server started with TEST_CLOCK=true');
        // Back to the system's time, read where the clock is, not where the command was typed.
        deps.clock.set(new Date());
      } else if (verb === 'set') {
        const date = new Date(at ?? '');
        if (!isMovable(deps.clock))
          throw new Error('The clock moves only on a server started with TEST_CLOCK=true');
        if (Number.isNaN(date.getTime()))
          throw new Error('clock set needs a time, e.g. 2026-12-05T11:30:00+05:30');
        deps.clock.set(date);
      } else if (verb !== undefined) throw new Error('clock takes no arguments, set ISO-8601, or reset');
      return `The server's time is ${deps.clock.now().toISOString()}.`;
    },
  },
  list: {
    usage: 'list',
    run: async (deps) => {
      const admins = await listAdmins({ deps });
      if (admins.length === 0) return 'No admins yet: npm run admin -- grant EMAIL';
      return admins.map((a) => `${a.email}  ${a.fullName}  (user ${a.id})`).join('\n');
    },
  },
  ...RUNBOOK_COMMANDS,
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // A file of ids is read here, where the operator typed its path, even when the server runs the command.
  let args: string[] = [];
  try {
    args = expandIdFiles(process.argv.slice(2));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
  process.exitCode = await runCommandLine('admin', ADMIN_COMMANDS, args);
}
