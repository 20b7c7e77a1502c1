// One process at a time on an embedded data directory: a second one is refused at
// once and told who holds it; a lock left by a dead process is taken over; admin and
// jobs commands reach the holder through its control socket.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, type TestApp, testConfig } from '../../test/app.ts';
import { sendToServer } from '../cli/control-client.ts';
import { startControlSocket } from '../cli/control-socket.ts';
import { openDatabase } from './client.ts';
import { DataDirLockedError, lockDataDir, lockFileOf, readLockHolder } from './data-dir-lock.ts';

const run = promisify(execFile);
const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'thikana-lock-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('the data directory lock', () => {
  it('refuses a second opener at once, naming the process that holds it and since when', async () => {
    const dir = freshDir();
    const first = await openDatabase({ dataDir: dir });
    try {
      const second = openDatabase({ dataDir: dir });
      await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
      await expect(second).rejects.toThrow(
        new RegExp(`in use by process ${process.pid} \\(.+, started \\d{4}-\\d\\d-\\d\\dT`),
      );
    } finally {
      await first.close();
    }
    expect(readLockHolder(dir)).toBeNull();
    lockDataDir(dir)();
  }, 120_000);

  it('takes over a lock left by a process that died', () => {
    const dir = freshDir();
    writeFileSync(
      lockFileOf(dir),
      JSON.stringify({
        pid: 2 ** 22 + 12345,
        host: hostname(),
        command: 'serve.ts',
        startedAt: '2026-11-01T00:00:00Z',
      }),
    );
    expect(readLockHolder(dir)).toBeNull();
    const release = lockDataDir(dir);
    expect(readLockHolder(dir)?.pid).toBe(process.pid);
    release();
  });

  it('sends a command-line admin change to the process holding the directory', async () => {
    const dir = freshDir();
    const release = lockDataDir(dir);
    try {
      const { stderr } = await run(process.execPath, ['--import', 'tsx', 'src/server/cli/admin.ts', 'list'], {
        env: { ...process.env, DATA_DIR: dir },
      }).catch((error: { stderr: string; code: number }) => {
        expect(error.code).toBe(1);
        return error;
      });
      expect(stderr).toContain(`is in use by process ${process.pid}`);
      expect(stderr).toContain('Wait for it to finish, or stop it');
    } finally {
      release();
    }
  });
});

describe('the control socket', () => {
  let t: TestApp;
  let close: () => Promise<void>;
  let dir: string;
  beforeAll(async () => {
    dir = freshDir();
    t = await buildTestApp();
    const config = { ...testConfig(), dataDir: dir };
    close = await startControlSocket({ ...t.deps, config }, t.app.log);
  });
  afterAll(async () => {
    await close();
    await t.close();
  });

  it('grants, lists and revokes admins inside the running server, which sees the change at once', async () => {
    const { user, cookie } = await createTestUser(t);
    const granted = await sendToServer(dir, 'admin', ['grant', user.email!]);
    expect(granted).toEqual({ exitCode: 0, output: `${user.email} is now an admin.` });
    // The session at once asks the new admin for a second factor to enrol.
    const restore = () =>
      t.app.inject({ method: 'POST', url: '/api/user/restore', headers: { cookie }, payload: {} });
    expect((await restore()).json().second_factor).toBe('enrol');
    expect((await sendToServer(dir, 'admin', ['list'])).output).toContain(user.email!);
    expect(await sendToServer(dir, 'admin', ['reset-2fa', user.email!])).toEqual({
      exitCode: 0,
      output: `The second factor of ${user.email} is reset; they enrol again at their next login.`,
    });
    // The last admin is never revoked (docs/decisions/0062-admins-grant-admins.md): a second
    // admin comes first.
    expect(await sendToServer(dir, 'admin', ['revoke', user.email!])).toEqual({
      exitCode: 1,
      output: 'The last admin cannot be revoked',
    });
    const other = await createTestUser(t);
    expect((await sendToServer(dir, 'admin', ['grant', other.user.email!])).exitCode).toBe(0);
    expect(await sendToServer(dir, 'admin', ['revoke', user.email!])).toEqual({
      exitCode: 0,
      output: `${user.email} is no longer an admin.`,
    });
    expect((await restore()).json().second_factor).toBeUndefined();
    expect((await sendToServer(dir, 'admin', ['grant', 'nobody@example.in'])).exitCode).toBe(1);
    expect((await sendToServer(dir, 'jobs', ['list'])).output).toContain('media-sweep');
    expect((await sendToServer(dir, 'admin', ['format-disk'])).exitCode).toBe(2);
  });
});
