// A mix's searches as the search API alone (a server keeping no answers) against the same
// SQL replayed straight through the driver (bench/search-sql.ts) at the same concurrency, the
// replay's pool as large as the server's: how much HTTP, validation and JSON cost on top.
import { API } from '../src/shared/api.ts';
import type { SearchRequest } from '../src/shared/schemas/search.ts';
import { type Figures, loadApi, loadDirect } from './search-runners.ts';
import { openSqlLink, recordSearches } from './search-sql.ts';

export type ReplayFigures = { label: string; searches: number; api: Figures; sql: Figures };

export const searchesAgainstSql = async (input: {
  label: string;
  base: string;
  url: string;
  dataDir: string;
  bodies: Partial<SearchRequest>[];
  connections: number;
  poolSize: number;
  seconds: number;
}): Promise<ReplayFigures> => {
  const link = await openSqlLink({ url: input.url, dataDir: input.dataDir, poolSize: input.poolSize });
  try {
    console.info(`${input.label}: recording the SQL of ${input.bodies.length} searches...`);
    const searches = await recordSearches(link, input.bodies);
    const apiLoad = (duration: number) =>
      loadApi({
        url: input.base,
        path: API.listing.searchProperties,
        bodies: searches.map((s) => s.body),
        concurrency: input.connections,
        duration,
      });
    // A server just started answers its first searches slowly: a few seconds unmeasured first.
    await apiLoad(3);
    console.info(`${input.label}: the search API for ${input.seconds} s, then its SQL...`);
    const api = await apiLoad(input.seconds);
    const sql = await loadDirect({
      run: (i) => link.replay(searches[i]!.statements),
      count: searches.length,
      concurrency: input.connections,
      duration: input.seconds,
    });
    return { label: input.label, searches: searches.length, api, sql };
  } finally {
    await link.close();
  }
};

const ms = (n: number) => `${n.toFixed(0)} ms`;

export const replayTable = (rows: ReplayFigures[]) =>
  [
    '| searches of | distinct | API req/s | SQL req/s | API / SQL | API p50 / p95 / p99 | SQL p50 / p95 / p99 | API errors |',
    '| ----------- | -------: | --------: | --------: | --------: | ------------------- | ------------------- | ---------: |',
    ...rows.map(
      (r) =>
        `| ${r.label} | ${r.searches} | ${r.api.perSecond.toFixed(1)} | ${r.sql.perSecond.toFixed(1)} | ${(r.api.perSecond / r.sql.perSecond).toFixed(2)} (goal 0.75) | ${ms(r.api.p50)} / ${ms(r.api.p95)} / ${ms(r.api.p99)} | ${ms(r.sql.p50)} / ${ms(r.sql.p95)} / ${ms(r.sql.p99)} | ${r.api.errors} |`,
    ),
  ].join('\n');
