// Configuration that cannot mislead: a public URL without a scheme and a database URL
// that is not one stop the start with a line naming the variable; .env is read.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const base = { NODE_ENV: 'test', DATA_DIR: 'memory://', APP_SECRET: 'x' };

describe('configuration', () => {
  it('reads a secret from the file its _FILE variable names, the variable itself winning', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'thikana-secret-'));
    try {
      writeFileSync(path.join(dir, 'app_secret'), 'from-a-file\n');
      writeFileSync(path.join(dir, 'database_url'), 'postgres://u:pw@db:5432/thikana');
      const { APP_SECRET: _, ...withoutSecret } = base;
      const config = loadConfig({
        ...withoutSecret,
        APP_SECRET_FILE: path.join(dir, 'app_secret'),
        DATABASE_URL_FILE: path.join(dir, 'database_url'),
      });
      expect(config.appSecret).toBe('from-a-file');
      expect(config.DATABASE_URL).toBe('postgres://u:pw@db:5432/thikana');
      expect(loadConfig({ ...base, APP_SECRET_FILE: path.join(dir, 'app_secret') }).appSecret).toBe('x');
      expect(() => loadConfig({ ...withoutSecret, APP_SECRET_FILE: path.join(dir, 'missing') })).toThrow(
        /APP_SECRET_FILE: cannot read the file it names/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses PUBLIC_URL without a scheme, naming the variable', () => {
    expect(() => loadConfig({ ...base, PUBLIC_URL: 'thikana.in' })).toThrow(
      /PUBLIC_URL: must start with http:\/\/ or https:\/\//,
    );
    expect(loadConfig({ ...base, PUBLIC_URL: 'https://thikana.in' }).PUBLIC_URL).toBe('https://thikana.in');
  });

  it('refuses a DATABASE_URL that is not a postgres:// URL, without echoing it', () => {
    for (const bad of ['mysql://u:secret@db/x', 'localhost:5432/thikana', 'postgres://']) {
      let message = '';
      try {
        loadConfig({ ...base, DATABASE_URL: bad });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toMatch(/DATABASE_URL: must be a URL like postgres:\/\//);
      expect(message).not.toContain('secret');
    }
    expect(() => loadConfig({ ...base, READ_DATABASE_URL: 'nonsense' })).toThrow(/READ_DATABASE_URL/);
    expect(
      loadConfig({ ...base, DATABASE_URL: 'postgresql://u:p@db.example.in:5432/thikana' }).DATABASE_URL,
    ).toBe('postgresql://u:p@db.example.in:5432/thikana');
  });

  describe('.env', () => {
    const cwd = process.cwd();
    const saved = { ...process.env };
    afterEach(() => {
      process.chdir(cwd);
      for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
    });

    it('is read from the working directory when present; variables already set win', () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'thikana-env-'));
      writeFileSync(
        path.join(dir, '.env'),
        'PLAN_PRICE_INR=300\nPLAN_DAYS=14\nDATA_DIR=memory://\nAPP_SECRET=x\n',
      );
      process.env.PLAN_DAYS = '10';
      process.chdir(dir);
      try {
        const config = loadConfig();
        expect(config.PLAN_PRICE_INR).toBe(300);
        expect(config.PLAN_DAYS).toBe(10);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
});
