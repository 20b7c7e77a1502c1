// `npm run bench:http`: the health route of the real server against a bare node:http
// server answering the same JSON, in the same run, with the same connections, so the
// ratio says what Fastify, our hooks and plugins cost per request on this machine.
// The real server runs as in production (NODE_ENV=production, info logging to a pipe,
// embedded PGlite on a fresh DATA_DIR, no demo seed, no jobs); the bare one in a child
// process of its own. The two are measured in turn, twice, and the better of each kept.
// Options: --connections 10 --duration 5 (seconds per measurement).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { freePort, productionEnv } from './server.ts';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: { connections: { type: 'string', default: '10' }, duration: { type: 'string', default: '5' } },
});
const connections = Number(values.connections);
const duration = Number(values.duration);

const BARE_SERVER = `
const http = require('node:http');
http.createServer((req, res) => {
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.end(JSON.stringify({ status: 'ok' }));
}).listen(Number(process.env.PORT), '127.0.0.1');
`;

const waitFor = async (url: string, child: ChildProcess, output: () => string) => {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`server did not start:\n${output()}`);
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
};

const start = async (kind: 'thikana' | 'bare', dataDir: string) => {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const args = kind === 'bare' ? ['-e', BARE_SERVER] : ['--import', 'tsx', 'src/server/cli/serve.ts'];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...productionEnv(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  // Read (and drop) the log lines as a log shipper would.
  child.stdout?.on('data', (chunk) => {
    if (output.length < 10_000) output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  const health = kind === 'bare' ? url : `${url}/api/health`;
  await waitFor(health, child, () => output);
  return { health, stop: () => child.kill('SIGTERM') };
};

const measure = async (url: string) => {
  const result = await autocannon({ url, connections, duration });
  if (result.errors || result.non2xx)
    throw new Error(`${url}: ${result.errors} errors, ${result.non2xx} non-2xx`);
  return { rps: result.requests.average, p99: result.latency.p99 };
};

const dataDir = mkdtempSync(path.join(tmpdir(), 'thikana-bench-http-'));
const thikana = await start('thikana', dataDir);
const bare = await start('bare', dataDir);
try {
  // A short warm-up of each, so the JIT has seen both before anything is counted.
  await autocannon({ url: thikana.health, connections, duration: 2 });
  await autocannon({ url: bare.health, connections, duration: 2 });
  const best = { thikana: { rps: 0, p99: 0 }, bare: { rps: 0, p99: 0 } };
  for (let round = 0; round < 2; round += 1) {
    for (const [name, server] of [
      ['thikana', thikana],
      ['bare', bare],
    ] as const) {
      const run = await measure(server.health);
      if (run.rps > best[name].rps) best[name] = run;
    }
  }
  console.info(
    `GET health, ${connections} connections, ${duration} s per run, best of 2 (Node ${process.version})`,
  );
  console.info(`  bare node:http   ${best.bare.rps.toFixed(0).padStart(7)} req/s  p99 ${best.bare.p99} ms`);
  console.info(
    `  Thikana /health  ${best.thikana.rps.toFixed(0).padStart(7)} req/s  p99 ${best.thikana.p99} ms`,
  );
  console.info(`  ratio            ${(best.thikana.rps / best.bare.rps).toFixed(2)}`);
} finally {
  thikana.stop();
  bare.stop();
  await new Promise((r) => setTimeout(r, 500));
  rmSync(dataDir, { recursive: true, force: true });
}
