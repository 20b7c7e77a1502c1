// Admins: reported conversations and people sending one text to many homes
// (docs/product/api.md#conversations).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CONVERSATION_API } from '../../../shared/api-conversations.ts';
import { MessageResponseSchema } from '../../../shared/schemas/common.ts';
import {
  ConversationModerationResponseSchema,
  ConversationParamsSchema,
} from '../../../shared/schemas/conversation.ts';
import { errorAnswers } from '../../http/error-answers.ts';
import { listConversationModeration, resolveConversation } from './moderation.ts';

const tags = ['admin'];

export const conversationAdminRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database, clock } = app.deps;
  const db = database.db;

  r.get(
    CONVERSATION_API.admin,
    {
      schema: {
        tags,
        summary: 'Reported conversations with their messages, and people sending one text to many homes',
        response: { 200: ConversationModerationResponseSchema, ...errorAnswers(401, 403) },
      },
    },
    async (request) => listConversationModeration({ db, viewer: request.viewer, now: clock.now() }),
  );

  r.post(
    CONVERSATION_API.adminResolve,
    {
      schema: {
        tags,
        summary: 'Close the open reports of a conversation',
        params: ConversationParamsSchema,
        response: { 200: MessageResponseSchema, ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) => {
      await resolveConversation({ db, viewer: request.viewer, id: request.params.id, now: clock.now() });
      return { message: 'Reports closed' };
    },
  );
};
