// The movable clock of a rehearsal server (docs/deploy.md#a-movable-clock): `admin clock set`
// moves the server's time, `reset` sets it back, both refuse on a server with the system's clock, and the setting is
// refused next to a gateway that takes money.
import { describe, expect, it } from 'vitest';
import { movableClock, systemClock } from '../adapters/clock.ts';
import { loadConfig } from '../config.ts';
import { ADMIN_COMMANDS } from './admin.ts';
import type { CommandDeps } from './command.ts';

const clock = (deps: Pick<CommandDeps, 'clock'>, args: string[]) =>
  ADMIN_COMMANDS.clock!.run(deps as CommandDeps, args);

describe('admin clock', () => {
  it('moves a movable clock, which then runs on from the new time', async () => {
    const deps = { clock: movableClock() };
    const said = await clock(deps, ['set', '2026-12-05T11:30:00+05:30']);
    expect(said).toMatch(/^The server's time is 2026-12-05T06:0[01]:\d\d\.\d{3}Z\.$/);
    const at = deps.clock.now().getTime() - Date.parse('2026-12-05T06:00:00Z');
    expect(at).toBeGreaterThanOrEqual(0);
    expect(at).toBeLessThan(60_000);
    await expect(clock(deps, ['set', 'next tuesday'])).rejects.toThrow('clock set needs a time');
    await expect(clock(deps, ['wind'])).rejects.toThrow('clock takes no arguments');
  });

  it("resets to the system's time as the server reads it", async () => {
    const deps = { clock: movableClock() };
    await clock(deps, ['set', '2030-01-01T00:00:00Z']);
    await clock(deps, ['reset']);
    expect(Math.abs(deps.clock.now().getTime() - Date.now())).toBeLessThan(1_000);
    await expect(clock({ clock: systemClock }, ['reset'])).rejects.toThrow(
      'The clock moves only on a server started with TEST_CLOCK=true',
    );
  });

  it("refuses to move the system's clock", async () => {
    await expect(clock({ clock: systemClock }, ['set', '2026-12-05T11:30:00+05:30'])).rejects.toThrow(
      'The clock moves only on a server started with TEST_CLOCK=true',
    );
    expect(await clock({ clock: systemClock }, [])).toMatch(/^The server's time is /);
  });

  it('is refused beside a gateway that takes money', () => {
    const base = { DATA_DIR: 'memory://', NODE_ENV: 'production', TEST_CLOCK: 'true' };
    expect(() =>
      loadConfig({ ...base, RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 'secret' }),
    ).toThrow('TEST_CLOCK=true only with PAYMENT_GATEWAY=test');
    expect(loadConfig({ ...base, PAYMENT_GATEWAY: 'test' }).TEST_CLOCK).toBe(true);
  });
});
