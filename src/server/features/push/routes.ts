// Web Push subscriptions (docs/product/api.md#push). Identity comes from the session; a person
// removes only their own browser's subscription.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PUSH_API } from '../../../shared/api-conversations.ts';
import {
  PushKeyResponseSchema,
  PushSubscribedResponseSchema,
  PushSubscriptionBodySchema,
  PushUnsubscribeBodySchema,
} from '../../../shared/schemas/push.ts';
import { errorAnswers } from '../../http/error-answers.ts';
import { readPushKey, subscribeToPush, unsubscribeFromPush } from './service.ts';

const tags = ['push'];

export const pushRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  r.get(
    PUSH_API.key,
    {
      schema: {
        tags,
        summary: 'The key browsers subscribe to push with; null when the server sends no pushes',
        response: { 200: PushKeyResponseSchema },
      },
    },
    async () => readPushKey({ deps }),
  );

  r.post(
    PUSH_API.subscriptions,
    {
      schema: {
        tags,
        summary: 'Push notices of unread messages to this browser (its PushSubscription.toJSON())',
        description: 'An endpoint another account saved moves to the caller: one browser, one reader.',
        body: PushSubscriptionBodySchema,
        response: { 200: PushSubscribedResponseSchema, ...errorAnswers(400, 401) },
      },
    },
    async (request) => subscribeToPush({ deps, viewer: request.viewer, body: request.body }),
  );

  r.delete(
    PUSH_API.subscriptions,
    {
      schema: {
        tags,
        summary: 'Stop pushing to this browser; only the caller’s own subscription is removed',
        body: PushUnsubscribeBodySchema,
        response: { 200: PushSubscribedResponseSchema, ...errorAnswers(400, 401) },
      },
    },
    async (request) => unsubscribeFromPush({ deps, viewer: request.viewer, endpoint: request.body.endpoint }),
  );
};
