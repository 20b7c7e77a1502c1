// Answers that carry one person's data must never be kept by a browser cache, a
// shared proxy or a CDN (docs/decisions/0035-personal-data-no-store.md). They are named
// here, in one place, and marked `Cache-Control: no-store` whatever their status; so
// is any answer that sets or clears the session cookie.
import type { FastifyInstance } from 'fastify';
import { API } from '../../shared/api.ts';

export const PERSONAL_DATA_PATHS: ReadonlySet<string> = new Set([
  API.user.login,
  API.user.loginVerify,
  API.user.register,
  API.user.restore,
  API.user.getProfile,
  API.user.getUserDetails,
  API.user.updateUser,
  API.user.exportData,
  API.user.verification,
  API.user.changeEmail,
  API.user.changeEmailConfirm,
  API.user.verifyMobile,
  API.user.verifyEmail,
  API.user.setPassword,
  API.user.adminFactor,
  API.user.adminFactorEnrol,
  API.user.adminFactorConfirm,
  API.user.adminFactorVerify,
  API.listing.getListingContactDetails,
  API.listing.getWishListByUserId,
  API.listing.getVisitsByUserId,
  API.listing.getListingByUserId,
  API.payments.history,
  API.payments.setRazorpayTransaction,
  API.contact.getContacts,
  API.payments.getPaymentExceptions,
  API.savedSearch.list,
  API.savedSearch.seen,
  API.payments.passCredits,
  API.payments.getPaymentStats,
  API.listing.markRented,
  API.listing.confirmListing,
  API.listing.reportListing,
  API.listing.freshnessLink,
  API.listing.answerFreshnessLink,
  API.admin.moderation,
  API.admin.moderate,
  API.admin.users,
  API.admin.user,
  API.admin.userAction,
]);

export const registerNoStore = (app: FastifyInstance) => {
  app.addHook('onSend', (request, reply, payload, done) => {
    const path = request.routeOptions.url;
    if ((path && PERSONAL_DATA_PATHS.has(path)) || reply.hasHeader('set-cookie'))
      reply.header('cache-control', 'no-store');
    done(null, payload);
  });
};
