// Race tests: many requests at once against one lock or unique index. They prove
// something only where transactions really run at the same time. PGlite runs one
// transaction at a time, so there they would pass whatever the locking does; they run
// on PostgreSQL, which CI always provides (.ci/run sets TEST_DATABASE_URL). Locally:
// TEST_DATABASE_URL=postgres://... npx vitest run --project postgres <file>
import { it } from 'vitest';
import { testDatabaseKind } from './database.ts';

export const itRacesOnPostgres = it.runIf(testDatabaseKind() === 'postgres');
