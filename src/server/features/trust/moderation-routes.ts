// The moderation queue for admins (docs/product/listings.md#moderation).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN_API } from '../../../shared/api-admin.ts';
import { ErrorResponseSchema, MessageResponseSchema } from '../../../shared/schemas/common.ts';
import { ModerationActionBodySchema, ModerationQueueResponseSchema } from '../../../shared/schemas/trust.ts';
import { getModerationQueue, moderateListing } from './moderation-service.ts';

const tags = ['admin'];
const errors = { 401: ErrorResponseSchema, 403: ErrorResponseSchema };

export const moderationRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { clock } = app.deps;

  r.get(
    ADMIN_API.moderation,
    {
      schema: {
        tags,
        summary: 'Admins: open reports grouped by listing, most reported then newest first',
        response: { 200: ModerationQueueResponseSchema, ...errors },
      },
    },
    async (request) =>
      getModerationQueue({ db: app.deps.database.db, viewer: request.viewer, now: app.deps.clock.now() }),
  );

  r.post(
    ADMIN_API.moderate,
    {
      schema: {
        tags,
        summary: 'Admins: dismiss, ask to fix, pause, remove, mark rented, warn or suspend the poster',
        body: ModerationActionBodySchema,
        response: {
          200: MessageResponseSchema,
          400: ErrorResponseSchema,
          ...errors,
          404: ErrorResponseSchema,
        },
      },
    },
    async (request) =>
      moderateListing({
        db: app.deps.database.db,
        config: app.deps.config,
        mailer: app.deps.mailer,
        whatsapp: app.deps.whatsapp,
        viewer: request.viewer,
        listingId: request.body.listing_id,
        action: request.body.action,
        note: request.body.note,
        now: clock.now(),
        log: request.log,
      }),
  );
};
