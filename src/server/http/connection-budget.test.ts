// What a process may hold is derived from its limit of open files
// (docs/decisions/0130-a-stream-lives-no-longer-than-its-session.md), so a crowd of connections
// is refused before the process runs out of files for its database, Redis and photos.
import { describe, expect, it } from 'vitest';
import { connectionBudget, connectionLimits, readDescriptorLimit } from './connection-budget.ts';

const LIMITS = `Limit                     Soft Limit           Hard Limit           Units
Max cpu time              unlimited            unlimited            seconds
Max open files            1024                 524288               files
Max locked memory         8388608              8388608              bytes
`;

describe('the connection budget', () => {
  it('reads the soft limit of open files, and assumes the common 1,024 where it cannot', () => {
    expect(readDescriptorLimit(() => LIMITS)).toBe(1024);
    expect(readDescriptorLimit(() => LIMITS.replace('1024      ', '65536     '))).toBe(65536);
    expect(
      readDescriptorLimit(() => {
        throw new Error('ENOENT');
      }),
    ).toBe(1024);
    expect(readDescriptorLimit()).toBeGreaterThan(0);
  });

  it('keeps a margin of files and gives three quarters of the connections to live channels', () => {
    expect(connectionBudget(1024)).toEqual({ connections: 896, streams: 672 });
    expect(connectionBudget(65536)).toEqual({ connections: 57344, streams: 43008 });
    expect(connectionBudget(100).connections).toBeGreaterThan(0);
  });

  it('takes the settings where given', () => {
    expect(connectionLimits({ MAX_CONNECTIONS: undefined, LIVE_MAX_STREAMS: undefined }, 1024)).toEqual({
      connections: 896,
      streams: 672,
    });
    expect(connectionLimits({ MAX_CONNECTIONS: 400, LIVE_MAX_STREAMS: undefined }, 1024)).toEqual({
      connections: 400,
      streams: 300,
    });
    expect(connectionLimits({ MAX_CONNECTIONS: 0, LIVE_MAX_STREAMS: 50 }, 1024)).toEqual({
      connections: 0,
      streams: 50,
    });
  });
});
