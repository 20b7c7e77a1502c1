// The logrotate file the runbook installs (deploy/logrotate/thikana) rotates a growing log as
// logrotate itself reads it: the log is copied aside and emptied in place while its writer keeps
// it open, and at most 7 old copies stay. Run with the machine's logrotate on a copy whose path
// points at a temporary folder.
import { execFileSync } from 'node:child_process';
import {
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const hasLogrotate = (() => {
  try {
    execFileSync('logrotate', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

const work = mkdtempSync(path.join(tmpdir(), 'thikana-logrotate-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe.skipIf(!hasLogrotate)('the logrotate file', () => {
  it('copies a log aside, empties it under its open writer, and keeps at most 7 copies', () => {
    const logs = path.join(work, 'logs');
    execFileSync('mkdir', ['-p', logs]);
    const config = path.join(work, 'thikana');
    writeFileSync(
      config,
      readFileSync('deploy/logrotate/thikana', 'utf8').replaceAll('/srv/thikana/data/cluster/logs', logs),
    );
    const log = path.join(logs, 'thikana-1.log');
    const writer = openSync(log, 'a');
    const rotate = () =>
      execFileSync('logrotate', ['--force', '--state', path.join(work, 'state'), config], {
        encoding: 'utf8',
        stdio: 'pipe',
      });
    for (let round = 0; round < 10; round += 1) {
      writeSync(writer, `{"msg":"request","round":${round}}\n`);
      rotate();
    }
    // The writer, never reopened, writes on into the emptied file.
    writeSync(writer, '{"msg":"after"}\n');
    const copies = readdirSync(logs).filter((name) => name !== 'thikana-1.log');
    expect(copies.length).toBe(7);
    expect(copies).toContain('thikana-1.log.1');
    expect(copies.filter((name) => name.endsWith('.gz')).length).toBe(6);
    expect(readFileSync(path.join(logs, 'thikana-1.log.1'), 'utf8')).toBe('{"msg":"request","round":9}\n');
    expect(statSync(log).size).toBeLessThan(100);
    expect(readFileSync(log, 'utf8')).toContain('"after"');
  });
});
