// PgBouncer, Redis, the S3-compatible server and HAProxy: each configured here and started
// as its own process, the way it would run on its own machine.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { BUCKET, DATABASE, type Layout, logFile } from './layout.ts';
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
      `${DATABASE} = host=127.0.0.1 port=${layout.ports.primary} dbname=${DATABASE}`,
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

export const startRedis = (layout: Layout) => {
  mkdirSync(layout.redisDir, { recursive: true });
  return launch(
    'redis-server',
    [
      '--port',
      String(layout.ports.redis),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      layout.redisDir,
    ],
    { log: logFile(layout, 'redis') },
  );
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
 * taken out after two failures; a request whose connection is refused is sent to another.
 * With every process out it answers 503 with Retry-After itself.
 */
export const haproxyConfig = (layout: Layout) =>
  [
    'global',
    '  maxconn 4096',
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
    '  default-server inter 1s fall 2 rise 2',
    `  errorfile 503 ${path.join(layout.dir, '503.http')}`,
    ...layout.ports.apps.map((port, i) => `  server app-${i + 1} 127.0.0.1:${port} check`),
    'frontend stats',
    `  bind 127.0.0.1:${layout.ports.stats}`,
    '  stats enable',
    '  stats uri /stats',
    '',
  ].join('\n');

const UNAVAILABLE = JSON.stringify({
  message: 'The service is briefly unavailable. Please try again in a moment.',
});

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
