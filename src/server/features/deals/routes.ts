// A deal between a home's poster and a seeker (docs/product/api.md#deals): the offer, counters,
// answers and marking the home rented. Identity comes from the session; nobody but the two sides
// reads or changes a deal (404).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DEAL_API } from '../../../shared/api-deals.ts';
import {
  DealParamsSchema,
  DealResponseSchema,
  DealsQuerySchema,
  DealsResponseSchema,
  DealTermsBodySchema,
  DepositBodySchema,
  OfferBodySchema,
} from '../../../shared/schemas/deals.ts';
import { errorAnswers } from '../../http/error-answers.ts';
import { confirmDeposit, recordDeposit } from './deposit.ts';
import { answerDeal, listDeals, markDealRented, offerHome, readDeal, withdrawOffer } from './service.ts';

const tags = ['deals'];
const params = DealParamsSchema;
const changed = { 200: DealResponseSchema, ...errorAnswers(400, 401, 403, 404, 409) };

export const dealsRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  r.get(
    DEAL_API.list,
    {
      schema: {
        tags,
        summary: "The caller's deals, as poster and as seeker, newest change first",
        querystring: DealsQuerySchema,
        response: { 200: DealsResponseSchema, ...errorAnswers(400, 401) },
      },
    },
    async (request) => listDeals({ deps, viewer: request.viewer, query: request.query }),
  );

  r.post(
    DEAL_API.list,
    {
      schema: {
        tags,
        summary: 'The poster offers the home to the seeker of a conversation or of a booked visit',
        description:
          'Each step is a card in their conversation. 409 when the home is not live or an open deal with ' +
          'this seeker exists.',
        body: OfferBodySchema,
        response: changed,
      },
    },
    async (request) => offerHome({ deps, viewer: request.viewer, body: request.body }),
  );

  r.get(
    DEAL_API.read,
    {
      schema: {
        tags,
        summary: 'One deal, for its two sides',
        params,
        response: { 200: DealResponseSchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) => readDeal({ deps, viewer: request.viewer, id: request.params.id }),
  );

  r.post(
    DEAL_API.counter,
    {
      schema: {
        tags,
        summary:
          'Answer with other terms (any figure); while accepted, either side may, which voids signatures',
        params,
        body: DealTermsBodySchema,
        response: changed,
      },
    },
    async (request) =>
      answerDeal({
        deps,
        viewer: request.viewer,
        id: request.params.id,
        kind: 'counter',
        terms: request.body,
      }),
  );

  for (const [path, kind, summary] of [
    [DEAL_API.accept, 'accept', 'Accept the latest terms: the agreement is drawn from them'],
    [DEAL_API.decline, 'decline', 'Decline the latest terms: the deal closes'],
  ] as const) {
    r.post(path, { schema: { tags, summary, params, response: changed } }, async (request) =>
      answerDeal({ deps, viewer: request.viewer, id: request.params.id, kind }),
    );
  }

  r.post(
    DEAL_API.withdraw,
    { schema: { tags, summary: 'The poster takes back an offer not yet signed', params, response: changed } },
    async (request) => withdrawOffer({ deps, viewer: request.viewer, id: request.params.id }),
  );

  r.post(
    DEAL_API.deposit,
    {
      schema: {
        tags,
        summary: 'Either side records the deposit as paid (a record both confirm; Thikana holds no money)',
        params,
        body: DepositBodySchema,
        response: changed,
      },
    },
    async (request) =>
      recordDeposit({ deps, viewer: request.viewer, id: request.params.id, body: request.body }),
  );

  r.post(
    DEAL_API.depositConfirm,
    { schema: { tags, summary: 'The other side confirms the deposit record', params, response: changed } },
    async (request) => confirmDeposit({ deps, viewer: request.viewer, id: request.params.id }),
  );

  r.post(
    DEAL_API.rented,
    {
      schema: {
        tags,
        summary: 'Once both signed, the poster marks the home rented',
        params,
        response: changed,
      },
    },
    async (request) => markDealRented({ deps, viewer: request.viewer, id: request.params.id }),
  );
};
