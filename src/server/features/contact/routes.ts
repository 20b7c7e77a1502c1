import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API } from '../../../shared/api.ts';
import { MessageResponseSchema } from '../../../shared/schemas/common.ts';
import {
  ContactInputSchema,
  GetContactsQuerySchema,
  GetContactsResponseSchema,
  SupportContactResponseSchema,
} from '../../../shared/schemas/contact.ts';
import { getContactMessages, sendContactMessage } from './service.ts';

const tags = ['contact'];

export const contactRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database, config, mailer, clock } = app.deps;

  r.post(
    API.contact.addContact,
    {
      schema: {
        tags,
        summary: 'Send a message to Thikana support (5 an hour per address)',
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
        summary: 'The support and grievance email address',
        response: { 200: SupportContactResponseSchema },
      },
    },
    async () => ({ email: config.SUPPORT_EMAIL }),
  );

  r.get(
    API.contact.getContacts,
    {
      schema: {
        tags,
        summary: 'Contact messages, newest first, 50 a page (admins only)',
        querystring: GetContactsQuerySchema,
        response: { 200: GetContactsResponseSchema },
      },
    },
    async (request) =>
      getContactMessages({ db: database.db, viewer: request.viewer, page: request.query.page }),
  );
};
