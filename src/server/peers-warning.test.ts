// A process cannot count its peers; it says at start when its settings let others run beside it
// without Redis, which the live channel needs across processes
// (docs/decisions/0143-clients-outside-the-browser.md, docs/deploy.md#redis).
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('a process that cannot know its peers', () => {
  const warnings = (env: Record<string, string>) =>
    loadConfig({ DATA_DIR: 'memory://', APP_SECRET: 'x'.repeat(32), ...env }).warnings.join(' ');
  const shared = { NODE_ENV: 'production', DATABASE_URL: 'postgres://thikana@db.internal:5432/thikana' };

  it('says so at start in production on a shared database without Redis', () => {
    expect(warnings(shared)).toMatch(/REDIS_URL is not set: this process cannot know its peers/);
  });

  it('is quiet with Redis, on the embedded database, or outside production', () => {
    expect(warnings({ ...shared, REDIS_URL: 'redis://cache:6379' })).not.toMatch(/REDIS_URL/);
    expect(warnings({ NODE_ENV: 'production' })).not.toMatch(/REDIS_URL/);
    expect(warnings({ ...shared, NODE_ENV: 'development' })).not.toMatch(/REDIS_URL/);
  });
});
