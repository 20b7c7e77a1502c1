// Which errors mean a service could not be reached, made by the real clients against sockets
// that refuse or never answer (docs/decisions/0123-when-a-service-is-away.md).
import { createServer, type Server, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../test/free-port.ts';
import { isUnreachable } from './unreachable.ts';

let silent: Server;
let silentPort: number;
const sockets: Socket[] = [];
beforeAll(async () => {
  // Accepts connections and never says a word, like a host whose database is wedged.
  silent = createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  silentPort = (silent.address() as { port: number }).port;
});
afterAll(() => {
  for (const socket of sockets) socket.destroy();
  silent.close();
});

const caught = async (work: () => Promise<unknown>) => {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
};

describe('an error that means a service could not be reached', () => {
  it('is a refused database connection, as Drizzle wraps it', async () => {
    const pool = new pg.Pool({
      connectionString: `postgres://postgres@127.0.0.1:${await freePort()}/thikana`,
    });
    expect(isUnreachable(await caught(() => drizzle(pool).execute(sql`select 1`)))).toBe(true);
    await pool.end();
  });

  it('is a connection that was never answered within the pool’s wait', async () => {
    const pool = new pg.Pool({
      connectionString: `postgres://postgres@127.0.0.1:${silentPort}/thikana`,
      connectionTimeoutMillis: 200,
    });
    expect(isUnreachable(await caught(() => pool.query('select 1')))).toBe(true);
    await pool.end();
  });

  it('is object storage that refuses the connection', async () => {
    expect(
      isUnreachable(await caught(async () => fetch(`http://127.0.0.1:${await freePort()}/bucket/key`))),
    ).toBe(true);
  });

  it('is not a statement the database refused, nor a plain failure', () => {
    expect(isUnreachable(Object.assign(new Error('column "nope" does not exist'), { code: '42703' }))).toBe(
      false,
    );
    expect(isUnreachable(new Error('Something else'))).toBe(false);
    expect(isUnreachable(undefined)).toBe(false);
  });
});
