// The listing page's view beacon: a person's browser, having drawn the page, counts one view.
// The page's HTML alone is not a view: a crawler or a link preview never runs its script.

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { COUNT_VIEW_PATH } from '../../../shared/api-rents.ts';
import { ErrorResponseSchema } from '../../../shared/schemas/common.ts';
import { CountViewBodySchema, CountViewResponseSchema } from '../../../shared/schemas/counting.ts';
import { isBot } from './bots.ts';
import { counterOf } from './counter.ts';

export const countingRoutes = async (app: FastifyInstance) => {
  const counter = counterOf(app.deps.config);
  app.withTypeProvider<ZodTypeProvider>().post(
    COUNT_VIEW_PATH,
    {
      schema: {
        tags: ['listing'],
        summary: "One view of a listing's page, sent by the page once a person's browser shows it",
        description:
          'Counted in memory and written by the `counting-flush` job each minute, once per listing, device ' +
          'and India day, and only for a live listing; bots (by user agent) are not counted. Always answers ' +
          '`{counted: true}`, counted or not.',
        body: CountViewBodySchema,
        response: { 200: CountViewResponseSchema, 400: ErrorResponseSchema },
      },
    },
    async (request) => {
      const { tally, clock } = app.deps;
      if (tally && !isBot(request.headers['user-agent']))
        tally.view(request.body.id, clock.now(), counter(request));
      return { counted: true as const };
    },
  );
};
