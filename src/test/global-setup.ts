// Vitest's global setup for the projects that run on a database (vitest.config.ts): builds the
// run's migrated template for the project's engine, once, before any test file starts, and tells
// the test files where it is (src/test/database.ts copies it for each file).
import type { TestProject } from 'vitest/node';
import { ensurePgliteTemplate, ensurePostgresTemplate } from './templates.ts';

export default async function setup(project: TestProject) {
  const adminUrl = project.config.env.TEST_DATABASE_URL;
  project.provide(
    'testDatabaseTemplate',
    adminUrl
      ? { postgres: await ensurePostgresTemplate({ adminUrl }) }
      : { pglite: await ensurePgliteTemplate() },
  );
}
