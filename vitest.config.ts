import { defineConfig } from 'vitest/config';
import { catalogue } from './scripts/catalogue.ts';
import { EMBEDDED_SUITE_BESIDE_POSTGRES } from './src/test/embedded-suite.ts';

// Every server and shared test runs on in-memory PGlite. When TEST_DATABASE_URL is
// set, the whole server suite runs on PostgreSQL, each file in a database of its own, and
// PGlite keeps the files about it and one main path per feature
// (src/test/embedded-suite.ts, docs/decisions/0147-each-engine-where-it-proves-something.md). Each database is a copy of a template the global setup migrates once per run
// (docs/decisions/0135-test-database-templates.md). The web app's component tests run in
// happy-dom (project `web`).
const postgresUrl = process.env.TEST_DATABASE_URL;
const jsonReport = process.env.VITEST_JSON_REPORT;

export default defineConfig({
  // The web app's translation catalogues, compiled as the build compiles them.
  plugins: [catalogue()],
  test: {
    setupFiles: ['src/test/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    reporters: jsonReport ? ['default', ['json', { outputFile: jsonReport }]] : ['default'],
    projects: [
      {
        extends: true as const,
        test: {
          name: 'pglite',
          include: postgresUrl
            ? ['src/shared/**/*.test.ts', 'scripts/**/*.test.ts', ...EMBEDDED_SUITE_BESIDE_POSTGRES]
            : ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
          exclude: ['src/web/**', '**/node_modules/**'],
          env: { TEST_DATABASE_URL: '' },
          globalSetup: ['src/test/global-setup.ts'],
        },
      },
      {
        extends: true as const,
        test: {
          name: 'web',
          include: ['src/web/**/*.test.ts', 'src/web/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['src/web/test/setup.ts'],
        },
      },
      ...(postgresUrl
        ? [
            {
              extends: true as const,
              test: {
                name: 'postgres',
                include: ['src/server/**/*.test.ts', 'src/test/**/*.test.ts'],
                env: { TEST_DATABASE_URL: postgresUrl },
                globalSetup: ['src/test/global-setup.ts'],
              },
            },
          ]
        : []),
    ],
  },
});
