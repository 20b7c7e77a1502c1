// Conversations between seekers and posters (docs/product/api.md#conversations). Identity comes
// from the session; nobody reads or writes a conversation they are not in (404).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CONVERSATION_API } from '../../../shared/api-conversations.ts';
import {
  ConversationParamsSchema,
  ConversationResponseSchema,
  ConversationsResponseSchema,
  MessagesQuerySchema,
  MessagesResponseSchema,
  ReportConversationBodySchema,
  SendMessageBodySchema,
  SendMessageResponseSchema,
  StartConversationBodySchema,
  StartConversationResponseSchema,
  UnreadResponseSchema,
} from '../../../shared/schemas/conversation.ts';
import { errorAnswers } from '../../http/error-answers.ts';
import {
  listConversations,
  markConversationRead,
  readConversation,
  reportConversation,
  sendMessage,
  setConversationBlocked,
  startConversation,
} from './service.ts';

const tags = ['conversations'];
const params = ConversationParamsSchema;

export const conversationsRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  r.get(
    CONVERSATION_API.list,
    {
      schema: {
        tags,
        summary: "The caller's conversations, newest first, with the unread count",
        response: { 200: ConversationsResponseSchema, ...errorAnswers(401) },
      },
    },
    async (request) => listConversations({ deps, viewer: request.viewer }),
  );

  r.post(
    CONVERSATION_API.list,
    {
      schema: {
        tags,
        summary: "Start or continue the caller's conversation about a listing",
        description:
          'One conversation per person per listing. Without a pass a person may start 5 new conversations ' +
          'a day, with one as many as the contact fair-use limit; answering is always free. The same text ' +
          'to more than 10 listings within an hour is slowed (429 with Retry-After) and flagged.',
        body: StartConversationBodySchema,
        response: { 200: StartConversationResponseSchema, ...errorAnswers(400, 401, 403, 404, 429) },
      },
    },
    async (request) => startConversation({ deps, viewer: request.viewer, body: request.body }),
  );

  r.get(
    CONVERSATION_API.messages,
    {
      schema: {
        tags,
        summary: 'One conversation and a page of its messages, newest last',
        params,
        querystring: MessagesQuerySchema,
        response: { 200: MessagesResponseSchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) =>
      readConversation({ deps, viewer: request.viewer, id: request.params.id, ...request.query }),
  );

  r.post(
    CONVERSATION_API.messages,
    {
      schema: {
        tags,
        summary: 'Send a message in one of the caller’s conversations',
        description:
          'Refused with 409 naming why when its home is removed, rented out or paused, unless a visit ' +
          'between the two is booked and not over.',
        params,
        body: SendMessageBodySchema,
        response: { 200: SendMessageResponseSchema, ...errorAnswers(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) =>
      sendMessage({ deps, viewer: request.viewer, id: request.params.id, text: request.body.text }),
  );

  r.post(
    CONVERSATION_API.read,
    {
      schema: {
        tags,
        summary: 'The caller has read the conversation; answers their unread count over all conversations',
        params,
        response: { 200: UnreadResponseSchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) => markConversationRead({ deps, viewer: request.viewer, id: request.params.id }),
  );

  for (const [path, blocked] of [
    [CONVERSATION_API.block, true],
    [CONVERSATION_API.unblock, false],
  ] as const) {
    r.post(
      path,
      {
        schema: {
          tags,
          summary: blocked
            ? 'Block the other side: no more messages or notices either way'
            : 'Unblock the other side',
          params,
          response: { 200: ConversationResponseSchema, ...errorAnswers(400, 401, 404) },
        },
      },
      async (request) =>
        setConversationBlocked({ deps, viewer: request.viewer, id: request.params.id, blocked }),
    );
  }

  r.post(
    CONVERSATION_API.report,
    {
      schema: {
        tags,
        summary: 'Report the conversation: it joins the moderation queue, where admins may read it',
        params,
        body: ReportConversationBodySchema,
        response: { 200: ConversationResponseSchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) =>
      reportConversation({
        deps,
        viewer: request.viewer,
        id: request.params.id,
        reason: request.body.reason,
      }),
  );
};
