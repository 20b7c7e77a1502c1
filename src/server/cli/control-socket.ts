// The running server's control socket: DATA_DIR/control.sock, a Unix socket only the
// owner of the data directory may open (mode 0600). `npm run admin` and `npm run jobs`
// send their command line here while the server holds the embedded database, so the
// change happens in the one process that owns it (db/data-dir-lock.ts). Nothing on the
// network reaches it. Why a socket: docs/decisions/0042-data-dir-lock.md.
import { chmodSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { ADMIN_COMMANDS } from './admin.ts';
import { BACKUP_COMMANDS } from './backup.ts';
import type { CommandDeps, CommandGroup } from './command.ts';
import { controlSocketOf } from './control-client.ts';
import { JOB_COMMANDS } from './jobs.ts';
import { runCommand } from './run-command.ts';

const GROUPS: Record<string, CommandGroup> = {
  admin: ADMIN_COMMANDS,
  jobs: JOB_COMMANDS,
  backup: BACKUP_COMMANDS,
};

/** Unix socket paths are limited to about 100 bytes. */
const MAX_SOCKET_PATH = 100;

export const startControlSocket = async (deps: CommandDeps, log: FastifyBaseLogger) => {
  const socketPath = controlSocketOf(deps.config.dataDir);
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH) {
    log.warn(
      { socketPath },
      'DATA_DIR is too long a path for the control socket; stop the server to run admin commands',
    );
    return async () => {};
  }
  rmSync(socketPath, { force: true });
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      let reply: { output: string; exitCode: number };
      try {
        const { program, args } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
          program: string;
          args: string[];
        };
        const group = GROUPS[program];
        reply = group
          ? await runCommand(program, group, deps, args)
          : { output: `Unknown program ${program}`, exitCode: 2 };
        log.info({ program, command: args[0], exitCode: reply.exitCode }, 'command from the control socket');
      } catch {
        reply = { output: 'Unreadable command', exitCode: 2 };
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(reply));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  chmodSync(socketPath, 0o600);
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(socketPath, { force: true });
  };
};
