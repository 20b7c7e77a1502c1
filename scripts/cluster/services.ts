// PgBouncer, Redis with its Sentinels, the S3-compatible server and HAProxy: each configured
// here and started as its own process, the way it would run on its own machine.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { BUCKET, DATABASE, type Layout, logFile, REDIS_MASTER } from './layout.ts';
import { engineDir, launch } from './processes.ts';

export const startPgbouncer = (layout: Layout) => {
  engineDir(layout.pgbouncerDir);
  const ini = path.join(layout.pgbouncerDir, 'pgbouncer.ini');
  const users = path.join(layout.pgbouncerDir, 'userlist.txt');
  writeFileSync(users, '"postgres" ""\n');
  writeFileSync(
    ini,
    [
      '[databases]',
      // HAProxy's write port, which leads to whichever node is the leader.
      `${DATABASE} = host=127.0.0.1 port=${layout.ports.write} dbname=${DATABASE}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${layout.ports.pgbouncer}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${users}`,
      'pool_mode = transaction',
      'max_client_conn = 2000',
      'default_pool_size = 40',
      'max_db_connections = 60',
      // A restarted primary is tried again every second, and a client waiting for a server
      // connection gives up after 3 s rather than hanging while the primary is away.
      'server_login_retry = 1',
      'query_wait_timeout = 3',
      'ignore_startup_parameters = extra_float_digits',
      'admin_users = postgres',
      '',
    ].join('\n'),
  );
  return launch('/usr/sbin/pgbouncer', [ini], { log: logFile(layout, 'pgbouncer'), asEngine: true });
};

/**
 * Redis `which`: the first starts as the master, the second as its replica. Started again
 * later, either one follows the master the Sentinels name (they turn an old master into a
 * replica themselves).
 */
export const startRedis = (layout: Layout, which: 'redis' | 'redis-replica' = 'redis') => {
  const dir = path.join(layout.redisDir, which);
  mkdirSync(dir, { recursive: true });
  const port = which === 'redis' ? layout.ports.redis : layout.ports.redisReplica;
  return launch(
    'redis-server',
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      dir,
      ...(which === 'redis-replica' ? ['--replicaof', '127.0.0.1', String(layout.ports.redis)] : []),
    ],
    { log: logFile(layout, which) },
  );
};

/**
 * Sentinel n (1 to 3) watching the master; two of three agree that it is down after 3 s
 * without an answer, and one of them promotes the replica. Its file is written once: the
 * Sentinel keeps what it learns in it (the current master), so a restarted one knows it.
 */
export const startSentinel = (layout: Layout, n: number) => {
  const dir = path.join(layout.redisDir, `sentinel-${n}`);
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'sentinel.conf');
  if (!existsSync(file))
    writeFileSync(
      file,
      [
        `port ${layout.ports.sentinels[n - 1]}`,
        'bind 127.0.0.1',
        `dir ${dir}`,
        `sentinel monitor ${REDIS_MASTER} 127.0.0.1 ${layout.ports.redis} 2`,
        `sentinel down-after-milliseconds ${REDIS_MASTER} 3000`,
        `sentinel failover-timeout ${REDIS_MASTER} 10000`,
        `sentinel parallel-syncs ${REDIS_MASTER} 1`,
        '',
      ].join('\n'),
    );
  return launch('redis-server', [file, '--sentinel'], { log: logFile(layout, `sentinel-${n}`) });
};

export const startS3 = (layout: Layout) => {
  mkdirSync(layout.s3Dir, { recursive: true });
  const bin = path.join(
    path.dirname(createRequire(import.meta.url).resolve('s3rver/package.json')),
    'bin',
    's3rver.js',
  );
  return launch(
    process.execPath,
    [
      bin,
      '-d',
      layout.s3Dir,
      '-a',
      '127.0.0.1',
      '-p',
      String(layout.ports.s3),
      '--no-vhost-buckets',
      '--configure-bucket',
      BUCKET,
    ],
    { log: logFile(layout, 's3') },
  );
};

/**
 * HAProxy in front of the Thikana processes: each checked on /api/ready every second and
 * taken out after two failures, a check given 3 s to answer (a fresh process on a busy
 * machine is slow, not broken). A request whose connection is refused, or answered 503 by a
 * process that is draining or shedding load (it did nothing with it), is sent to another
 * process, up to twice. With every process out it answers 503 with Retry-After itself.
 */
export const haproxyConfig = (layout: Layout) =>
  [
    'global',
    '  maxconn 4096',
    // A reloaded HAProxy's old process lets its last connections go within 30 s (the database
    // ports' connections would otherwise hold it for their 1 h timeout).
    '  hard-stop-after 30s',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout tunnel 1h',
    '  timeout http-request 10s',
    '  option redispatch',
    '  retries 2',
    'frontend thikana',
    `  bind 127.0.0.1:${layout.ports.haproxy}`,
    '  option forwardfor',
    '  default_backend app',
    'backend app',
    '  balance roundrobin',
    '  option httpchk GET /api/ready',
    '  http-check expect status 200',
    '  timeout check 3s',
    '  retry-on conn-failure 503',
    '  option redispatch 1',
    '  default-server inter 1s fall 2 rise 2',
    `  errorfile 503 ${path.join(layout.dir, '503.http')}`,
    ...layout.ports.apps.map((port, i) => `  server app-${i + 1} 127.0.0.1:${port} check`),
    // The database: writes to the node whose Patroni answers 200 on /primary, reads to one
    // answering 200 on /replica. A node marked down has its connections cut, so none stays
    // on a node that stopped leading.
    'listen postgres-write',
    `  bind 127.0.0.1:${layout.ports.write}`,
    '  mode tcp',
    '  timeout client 1h',
    '  timeout server 1h',
    '  timeout check 3s',
    '  option httpchk GET /primary',
    '  http-check expect status 200',
    '  default-server inter 1s fall 2 rise 1 on-marked-down shutdown-sessions',
    ...layout.ports.nodes.map(
      (port, i) => `  server pg-${i + 1} 127.0.0.1:${port} check port ${layout.ports.patroni[i]}`,
    ),
    'listen postgres-read',
    `  bind 127.0.0.1:${layout.ports.read}`,
    '  mode tcp',
    '  timeout client 1h',
    '  timeout server 1h',
    '  timeout check 3s',
    '  option httpchk GET /replica',
    '  http-check expect status 200',
    '  default-server inter 1s fall 2 rise 1 on-marked-down shutdown-sessions',
    ...layout.ports.nodes.map(
      (port, i) => `  server pg-${i + 1} 127.0.0.1:${port} check port ${layout.ports.patroni[i]}`,
    ),
    'frontend stats',
    `  bind 127.0.0.1:${layout.ports.stats}`,
    '  stats enable',
    '  stats uri /stats',
    '',
  ].join('\n');

const UNAVAILABLE = JSON.stringify({
  message: 'The service is briefly unavailable. Please try again in a moment.',
});

/**
 * HAProxy reads $D/haproxy.cfg again, as the operator left it (a `deny` rule added, say):
 * the file is checked first, then a new HAProxy takes over the ports and the old one finishes
 * its requests and exits (`-sf`), so nothing in flight is cut. Returns the new pid.
 */
export const reloadHaproxy = (layout: Layout, oldPid: number | undefined) => {
  try {
    execFileSync('/usr/sbin/haproxy', ['-c', '-f', layout.haproxyConfig], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    throw new Error(
      `${layout.haproxyConfig} does not pass haproxy -c, HAProxy keeps running as it was:\n${(error as { stderr?: string }).stderr ?? ''}`,
    );
  }
  return launch(
    '/usr/sbin/haproxy',
    ['-db', '-f', layout.haproxyConfig, ...(oldPid ? ['-sf', String(oldPid)] : [])],
    { log: logFile(layout, 'haproxy') },
  );
};

export const startHaproxy = (layout: Layout) => {
  writeFileSync(layout.haproxyConfig, haproxyConfig(layout));
  writeFileSync(
    path.join(layout.dir, '503.http'),
    [
      'HTTP/1.1 503 Service Unavailable',
      'content-type: application/json',
      'retry-after: 5',
      'cache-control: no-store',
      `content-length: ${Buffer.byteLength(UNAVAILABLE)}`,
      '',
      UNAVAILABLE,
    ].join('\r\n'),
  );
  return launch('/usr/sbin/haproxy', ['-db', '-f', layout.haproxyConfig], {
    log: logFile(layout, 'haproxy'),
  });
};

/** The nodes HAProxy sends the database's writes and reads to now (UP in its statistics). */
export const databaseRoutes = async (layout: Layout) => {
  const csv = await fetch(layout.statsUrl, { signal: AbortSignal.timeout(2_000) })
    .then((res) => res.text())
    .catch(() => '');
  const up = (proxy: string) =>
    csv
      .split('\n')
      .map((line) => line.split(','))
      .filter((f) => f[0] === proxy && f[1]?.startsWith('pg-') && f[17]?.startsWith('UP'))
      .map((f) => f[1]!);
  return { write: up('postgres-write'), read: up('postgres-read') };
};
