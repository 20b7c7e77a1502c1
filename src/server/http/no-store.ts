// Answers that carry one person's data must never be kept by a browser cache, a
// shared proxy or a CDN (docs/decisions/0035-personal-data-no-store.md). They are named
// here, in one place, and marked `Cache-Control: no-store` whatever their status; so
// is any answer that sets or clears the session cookie.
import type { FastifyInstance } from 'fastify';
import { API } from '../../shared/api.ts';
import { ACCOUNT_API } from '../../shared/api-account.ts';
import { ADMIN_API } from '../../shared/api-admin.ts';
import { VIEWING_REQUEST_API } from '../../shared/api-conversations.ts';

export const PERSONAL_DATA_PATHS: ReadonlySet<string> = new Set([
  ACCOUNT_API.login,
  ACCOUNT_API.loginVerify,
  ACCOUNT_API.register,
  API.user.restore,
  ACCOUNT_API.getProfile,
  ACCOUNT_API.getUserDetails,
  ACCOUNT_API.updateUser,
  ACCOUNT_API.exportData,
  ACCOUNT_API.verification,
  ACCOUNT_API.changeEmail,
  ACCOUNT_API.changeEmailConfirm,
  ACCOUNT_API.verifyMobile,
  ACCOUNT_API.verifyEmail,
  ACCOUNT_API.setPassword,
  ADMIN_API.factor,
  ADMIN_API.factorEnrol,
  ADMIN_API.factorConfirm,
  ADMIN_API.factorVerify,
  API.listing.getListingContactDetails,
  API.listing.getWishListByUserId,
  API.listing.getVisitsByUserId,
  API.listing.getListingByUserId,
  API.payments.history,
  API.payments.setRazorpayTransaction,
  ADMIN_API.getContacts,
  ADMIN_API.getPaymentExceptions,
  API.savedSearch.list,
  API.savedSearch.seen,
  API.payments.passCredits,
  ADMIN_API.getPaymentStats,
  API.listing.markRented,
  API.listing.confirmListing,
  API.listing.reportListing,
  API.listing.freshnessLink,
  API.listing.answerFreshnessLink,
  VIEWING_REQUEST_API.link,
  VIEWING_REQUEST_API.linkAccept,
  ADMIN_API.moderation,
  ADMIN_API.moderate,
  ADMIN_API.users,
  ADMIN_API.user,
  ADMIN_API.userAction,
]);

export const registerNoStore = (app: FastifyInstance) => {
  app.addHook('onSend', (request, reply, payload, done) => {
    const path = request.routeOptions.url;
    if ((path && PERSONAL_DATA_PATHS.has(path)) || reply.hasHeader('set-cookie'))
      reply.header('cache-control', 'no-store');
    done(null, payload);
  });
};
