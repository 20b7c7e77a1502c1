// What a start leaves to after the server listens (docs/decisions/0146-ready-first-figures-after.md):
// the embedded database's planner statistics when some table was never analyzed, map positions of
// listings saved before positions existed, and the rent index of a database that never had one.
// Each may take minutes on a big database made by older code; none of them is needed to answer a
// request, so the server is ready first and pages say the figures are being computed meanwhile.
import type { FastifyBaseLogger } from 'fastify';
import { refreshStatistics } from '../db/statistics.ts';
import { placeListings } from '../features/listings/index.ts';
import { hasRentIndex } from '../features/rents/index.ts';
import { JOBS } from './definitions.ts';
import type { JobDeps } from './job.ts';
import { runJobOnce } from './runner.ts';

type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** The derived data a start finds missing, computed one step after the other; never throws. */
export const computeMissingDerivedData = async ({ deps, log }: { deps: JobDeps; log: Log }) => {
  const steps: [string, () => Promise<void>][] = [
    [
      'database statistics',
      async () => {
        const statistics = await refreshStatistics(deps.database, { always: false });
        if (statistics.analyzed) log.info({ ms: statistics.ms }, 'database statistics made');
      },
    ],
    [
      'map positions',
      // docs/decisions/0063-approximate-positions.md
      async () => {
        const placed = await placeListings(deps.database.db);
        if (placed > 0) log.info({ listings: placed }, 'listings placed on the map');
      },
    ],
    [
      'rent index',
      // Through the job, so the run is in the job log like the hourly ones.
      async () => {
        if (await hasRentIndex(deps.database)) return;
        const job = JOBS.find((definition) => definition.name === 'rent-index');
        if (!job) return;
        const result = await runJobOnce(job, { deps, log }, { trigger: 'manual', attempt: 1 });
        log.info(result, 'rent index computed');
      },
    ],
  ];
  for (const [name, step] of steps) {
    // A failed step leaves its data to its hourly job; the next step still runs.
    await step().catch((error: unknown) => log.warn({ err: error, step: name }, 'start-up step failed'));
  }
};
