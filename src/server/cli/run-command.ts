// Runs one admin or jobs command: inside the running server when it holds the
// embedded database (its control socket), in this process otherwise.
import { existsSync } from 'node:fs';
import pino from 'pino';
import { loadConfig } from '../config.ts';
import { readLockHolder } from '../db/data-dir-lock.ts';
import { type CommandDeps, type CommandGroup, usageOf } from './command.ts';
import { controlSocketOf, sendToServer } from './control-client.ts';
import { withDeps } from './lifecycle.ts';

/** Runs `args` against `group` with these deps; never throws. */
export const runCommand = async (
  program: string,
  group: CommandGroup,
  deps: CommandDeps,
  args: string[],
): Promise<{ output: string; exitCode: number }> => {
  const [name, ...rest] = args;
  const command = name ? group[name] : undefined;
  if (!command) return { output: usageOf(program, group), exitCode: 2 };
  try {
    return { output: await command.run(deps, rest), exitCode: 0 };
  } catch (error) {
    return { output: error instanceof Error ? error.message : String(error), exitCode: 1 };
  }
};

/** The whole command line: prints the output and returns the exit code. */
export const runCommandLine = async (program: string, group: CommandGroup, args: string[]) => {
  const [name] = args;
  if (!name || !group[name]) {
    console.error(usageOf(program, group));
    return 2;
  }
  const config = loadConfig();
  const holder = config.DATABASE_URL ? null : readLockHolder(config.dataDir);
  if (holder) {
    if (!existsSync(controlSocketOf(config.dataDir))) {
      console.error(
        `The data directory ${config.dataDir} is in use by process ${holder.pid} (${holder.command}, started ${holder.startedAt}), ` +
          'which takes no commands. Wait for it to finish, or stop it, then run this again.',
      );
      return 1;
    }
    const reply = await sendToServer(config.dataDir, program, args);
    (reply.exitCode === 0 ? console.info : console.error)(reply.output);
    return reply.exitCode;
  }
  return withDeps(config, pino({ level: 'warn' }), async (deps) => {
    await deps.database.migrate();
    const result = await runCommand(program, group, deps, args);
    (result.exitCode === 0 ? console.info : console.error)(result.output);
    return result.exitCode;
  });
};
