import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API } from '../../../shared/api.ts';
import { ADMIN_API } from '../../../shared/api-admin.ts';
import { ErrorResponseSchema, MessageResponseSchema } from '../../../shared/schemas/common.ts';
import {
  ContactInputSchema,
  GetContactsQuerySchema,
  GetContactsResponseSchema,
  SupportContactResponseSchema,
} from '../../../shared/schemas/contact.ts';
import { getContactMessages, getSupportContact, sendContactMessage } from './service.ts';

const tags = ['contact'];

export const contactRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database, config, mailer, clock } = app.deps;

  r.post(
    API.contact.addContact,
    {
      schema: {
        tags,
        summary: 'Send a message to Thikana support (5 an hour per address, 200 an hour in all)',
        description:
          '`website` must be left empty (a field people never see). `form_token`, from getSupport, is ' +
          'optional; when sent it must be at least 3 seconds old and at most a day, else 400 naming it.',
        body: ContactInputSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      await sendContactMessage({
        db: database.db,
        config,
        mailer,
        log: request.log,
        input: request.body,
        ip: request.ip,
        now: clock.now(),
      });
      return { message: 'Thank you for reaching out. We will get back to you soon.' };
    },
  );

  r.get(
    API.contact.getSupport,
    {
      schema: {
        tags,
        summary: 'The support and grievance email address, and a token for the contact form',
        response: { 200: SupportContactResponseSchema },
      },
    },
    async () => getSupportContact({ config, now: clock.now() }),
  );

  r.get(
    ADMIN_API.getContacts,
    {
      schema: {
        tags,
        summary: 'Contact messages, newest first, 50 a page (admins only)',
        querystring: GetContactsQuerySchema,
        response: { 200: GetContactsResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) =>
      getContactMessages({ db: database.db, viewer: request.viewer, page: request.query.page }),
  );
};
