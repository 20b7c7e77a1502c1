// A command of `npm run admin` or `npm run jobs`: it runs in the CLI process when the
// database can be opened there (PostgreSQL, or an embedded database no server holds),
// and inside the running server otherwise, through its control socket
// (cli/control-socket.ts), so the server sees every change at once.
import type { AppDeps } from '../platform/app-deps.ts';

export type CommandDeps = Pick<AppDeps, 'config' | 'database' | 'storage' | 'gateway' | 'clock' | 'mailer'> &
  Partial<Pick<AppDeps, 'live'>>;

export type Command = {
  usage: string;
  /** Returns what to print; throws an Error whose message is printed for a refusal. */
  run: (deps: CommandDeps, args: string[]) => Promise<string>;
};

export type CommandGroup = Record<string, Command>;

export const usageOf = (program: string, group: CommandGroup) =>
  `Usage:\n${Object.values(group)
    .map((c) => `  npm run ${program} -- ${c.usage}`)
    .join('\n')}`;
