// `npm run bench:http`: the health route of the real server against a bare node:http
// server answering the same JSON, in the same run, with the same connections, so the
// ratio says what Fastify, our hooks and plugins cost per request on this machine.
// Two more servers split that cost: the bare server sending the headers our health answer
// carries (the API's security headers and a request id), and a bare Fastify app with no logger.
// The real server runs as in production (NODE_ENV=production, info logging to a pipe,
// embedded PGlite on a fresh DATA_DIR, no demo seed, no jobs); each other one in a child
// process of its own. They are measured in turn, twice, and the better run of each kept.
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

/** The same answer with the headers of ours that are not node:http's own, from BARE_HEADERS. */
const BARE_WITH_HEADERS = `
const http = require('node:http');
const { randomUUID } = require('node:crypto');
const headers = Object.entries(JSON.parse(process.env.BARE_HEADERS));
http.createServer((req, res) => {
  for (const [name, value] of headers) res.setHeader(name, value);
  res.setHeader('x-request-id', randomUUID());
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.end(JSON.stringify({ status: 'ok' }));
}).listen(Number(process.env.PORT), '127.0.0.1');
`;

const BARE_FASTIFY = `
const fastify = require('fastify')({ logger: false });
fastify.get('/', async () => ({ status: 'ok' }));
fastify.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`;

/** What node:http writes itself, or what every server here sends alike. */
const NOT_OURS = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'content-type',
  'x-request-id',
]);

const ourHeaders = async (url: string) => {
  const response = await fetch(url);
  return Object.fromEntries([...response.headers].filter(([name]) => !NOT_OURS.has(name)));
};

type Kind = 'thikana' | 'bare' | 'bare-headers' | 'fastify';
const SCRIPTS: Record<Exclude<Kind, 'thikana'>, string> = {
  bare: BARE_SERVER,
  'bare-headers': BARE_WITH_HEADERS,
  fastify: BARE_FASTIFY,
};

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

const start = async (kind: Kind, dataDir: string, bareHeaders: Record<string, string> = {}) => {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const args = kind === 'thikana' ? ['--import', 'tsx', 'src/server/cli/serve.ts'] : ['-e', SCRIPTS[kind]];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...productionEnv(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
      BARE_HEADERS: JSON.stringify(bareHeaders),
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
  const health = kind === 'thikana' ? `${url}/api/health` : url;
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
const servers = {
  thikana,
  bare: await start('bare', dataDir),
  'bare-headers': await start('bare-headers', dataDir, await ourHeaders(thikana.health)),
  fastify: await start('fastify', dataDir),
};
const LABELS: Record<Kind, string> = {
  bare: 'bare node:http',
  'bare-headers': 'bare, our headers',
  fastify: 'bare Fastify',
  thikana: 'Thikana /health',
};
try {
  // A short warm-up of each, so the JIT has seen all of them before anything is counted.
  for (const server of Object.values(servers))
    await autocannon({ url: server.health, connections, duration: 2 });
  const best = Object.fromEntries(Object.keys(servers).map((k) => [k, { rps: 0, p99: 0 }])) as Record<
    Kind,
    { rps: number; p99: number }
  >;
  for (let round = 0; round < 2; round += 1) {
    for (const [name, server] of Object.entries(servers) as [Kind, { health: string }][]) {
      const run = await measure(server.health);
      if (run.rps > best[name].rps) best[name] = run;
    }
  }
  console.info(
    `GET health, ${connections} connections, ${duration} s per run, best of 2 (Node ${process.version})`,
  );
  for (const kind of ['bare', 'bare-headers', 'fastify', 'thikana'] as const) {
    const { rps, p99 } = best[kind];
    console.info(
      `  ${LABELS[kind].padEnd(18)} ${rps.toFixed(0).padStart(7)} req/s  p99 ${p99} ms  ${(rps / best.bare.rps).toFixed(2)} of bare`,
    );
  }
  console.info(`  ratio              ${(best.thikana.rps / best.bare.rps).toFixed(2)}`);
} finally {
  for (const server of Object.values(servers)) server.stop();
  await new Promise((r) => setTimeout(r, 500));
  rmSync(dataDir, { recursive: true, force: true });
}
