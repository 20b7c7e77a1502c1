// Every feature's routes, in one place. Each feature lives in features/<name>/:
// routes.ts or <topic>-routes.ts (HTTP only) -> service.ts (rules) -> store.ts (SQL).
import type { FastifyInstance } from 'fastify';
import { adminUsersRoutes } from './admin-users/routes.ts';
import { alertsRoutes } from './alerts/routes.ts';
import { adminFactorRoutes } from './auth/admin-factor-routes.ts';
import { choiceRoutes } from './auth/choice-routes.ts';
import { contactProofRoutes } from './auth/contact-routes.ts';
import { passwordRoutes } from './auth/password-routes.ts';
import { profileRoutes } from './auth/profile-routes.ts';
import { sessionRoutes } from './auth/session-routes.ts';
import { blogsRoutes } from './blogs/routes.ts';
import { contactRoutes } from './contact/routes.ts';
import { engagementRoutes } from './engagement/routes.ts';
import { listingOwnerRoutes } from './listings/owner-routes.ts';
import { listingPageRoutes } from './listings/page-routes.ts';
import { listingReadRoutes } from './listings/read-routes.ts';
import { mediaRoutes } from './media/routes.ts';
import { paymentAdminRoutes } from './payments/admin-routes.ts';
import { paymentsRoutes } from './payments/routes.ts';
import { searchRoutes } from './search/routes.ts';
import { servicesRoutes } from './services/routes.ts';
import { moderationRoutes } from './trust/moderation-routes.ts';
import { trustRoutes } from './trust/routes.ts';

export const registerFeatures = async (app: FastifyInstance) => {
  await app.register(sessionRoutes);
  await app.register(passwordRoutes);
  await app.register(profileRoutes);
  await app.register(contactProofRoutes);
  await app.register(adminFactorRoutes);
  await app.register(choiceRoutes);
  await app.register(mediaRoutes);
  await app.register(listingReadRoutes);
  await app.register(listingOwnerRoutes);
  await app.register(listingPageRoutes);
  await app.register(searchRoutes);
  await app.register(alertsRoutes);
  await app.register(engagementRoutes);
  await app.register(paymentsRoutes);
  await app.register(paymentAdminRoutes);
  await app.register(blogsRoutes);
  await app.register(servicesRoutes);
  await app.register(contactRoutes);
  await app.register(trustRoutes);
  await app.register(moderationRoutes);
  await app.register(adminUsersRoutes);
};
