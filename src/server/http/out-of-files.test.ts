// A server out of open files keeps running (docs/decisions/0130-a-stream-lives-no-longer-than-its-session.md):
// a child process with a limit of 64 open files and load shedding sampling every 20 ms is held by
// more idle connections than it has files, and still answers once they go. Before, the sampler
// (@fastify/under-pressure) read process.memoryUsage(), which opens /proc/self/stat, and its
// EMFILE thrown on a timer ended the process.
import { spawn } from 'node:child_process';
import net from 'node:net';
import { describe, expect, it } from 'vitest';

const SERVER = `
import Fastify from 'fastify';
import { registerLoadShedding } from './src/server/http/load-shedding.ts';
const app = Fastify();
await registerLoadShedding(app, {
  maxEventLoopDelayMs: 1000, maxDbWaiting: 0, minInFlight: 0, sustainMs: 0,
  retryAfterSeconds: 2, sampleMs: 20, dbQueueEachCall: false,
});
app.get('/api/health', async () => ({ ok: true }));
await app.listen({ port: 0, host: '127.0.0.1' });
console.log('port ' + app.server.address().port);
`;

const idleConnections = (port: number, count: number) =>
  Array.from({ length: count }, () => net.connect(port, '127.0.0.1').on('error', () => undefined));

describe('a server out of open files', () => {
  it('keeps running while idle connections hold every file, and answers once they go', async () => {
    const child = spawn(
      'bash',
      ['-c', 'ulimit -n 64 && exec node --import tsx --input-type=module -e "$SERVER"'],
      {
        cwd: process.cwd(),
        env: { ...process.env, SERVER },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let exit: number | string | null = null;
    child.on('exit', (code, signal) => {
      exit = code ?? signal;
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += String(chunk);
    });
    try {
      const port = await new Promise<number>((resolve, reject) => {
        child.stdout.on('data', (chunk) => {
          const found = /port (\d+)/.exec(String(chunk));
          if (found) resolve(Number(found[1]));
        });
        child.on('exit', () => reject(new Error(`the server did not start: ${stderr}`)));
      });
      const sockets = idleConnections(port, 100);
      // Fifty samples with every file taken.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(exit, stderr).toBeNull();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => setTimeout(resolve, 200));
      const res = await fetch(`http://127.0.0.1:${port}/api/health`, { headers: { connection: 'close' } });
      expect(res.status).toBe(200);
    } finally {
      child.kill();
    }
  }, 30_000);
});
