// What each API call answers when it succeeds: one row per method and path, naming the schema
// the server's route writes its 200 answer with. Every other status answers ErrorResponseSchema
// (docs/product/api.md#errors). The web app's component tests check their canned answers against
// this table, and a server test checks the table against the routes the app registers, so a
// contract change breaks the web test that depends on it.
import type { ZodType } from 'zod';
import { API } from './api.ts';
import { ACCOUNT_API } from './api-account.ts';
import { ADMIN_API } from './api-admin.ts';
import { CONVERSATION_API, PUSH_API, VIEWING_API, VIEWING_REQUEST_API } from './api-conversations.ts';
import { AGREEMENT_API, DEAL_API } from './api-deals.ts';
import { HANDOVER_API } from './api-handover.ts';
import { COUNT_VIEW_PATH, RENT_API } from './api-rents.ts';
import * as adminUser from './schemas/admin-user.ts';
import * as auth from './schemas/auth.ts';
import * as blog from './schemas/blog.ts';
import * as common from './schemas/common.ts';
import * as contact from './schemas/contact.ts';
import * as conversation from './schemas/conversation.ts';
import * as counting from './schemas/counting.ts';
import * as deals from './schemas/deals.ts';
import * as engagement from './schemas/engagement.ts';
import * as handover from './schemas/handover.ts';
import * as listing from './schemas/listing.ts';
import * as listingStats from './schemas/listing-stats.ts';
import * as payment from './schemas/payment.ts';
import * as push from './schemas/push.ts';
import * as rents from './schemas/rents.ts';
import * as savedSearch from './schemas/saved-search.ts';
import * as search from './schemas/search.ts';
import * as service from './schemas/service.ts';
import * as trust from './schemas/trust.ts';
import * as viewing from './schemas/viewing.ts';
import * as viewingRequest from './schemas/viewing-request.ts';

export type ApiAnswer = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string; schema: ZodType };

const get = (path: string, schema: ZodType): ApiAnswer => ({ method: 'GET', path, schema });
const post = (path: string, schema: ZodType): ApiAnswer => ({ method: 'POST', path, schema });
const put = (path: string, schema: ZodType): ApiAnswer => ({ method: 'PUT', path, schema });

/** Paths as in API and the files beside it, `:name` standing for one segment. */
export const API_ANSWERS: readonly ApiAnswer[] = [
  post(ACCOUNT_API.login, auth.UserResponseSchema),
  post(ACCOUNT_API.logout, common.MessageResponseSchema),
  post(ACCOUNT_API.loginOtp, common.MessageResponseSchema),
  post(ACCOUNT_API.loginVerify, auth.LoginAnswerSchema),
  post(ACCOUNT_API.forgetPassword, common.MessageResponseSchema),
  post(ACCOUNT_API.resetPassword, auth.ResetPasswordResponseSchema),
  post(ACCOUNT_API.accountChoiceSendCode, common.MessageResponseSchema),
  post(ACCOUNT_API.accountChoiceJoin, auth.LoginAnswerSchema),
  post(ACCOUNT_API.accountChoiceSeparate, auth.LoginAnswerSchema),
  post(ACCOUNT_API.register, common.MessageResponseSchema),
  post(API.user.restore, auth.RestoreResponseSchema),
  get(ACCOUNT_API.getProfile, auth.UserDataResponseSchema),
  get(ACCOUNT_API.getUserDetails, auth.UserDataResponseSchema),
  post(ACCOUNT_API.updateUser, auth.UpdateUserResponseSchema),
  get(ACCOUNT_API.exportData, auth.ExportDataResponseSchema),
  post(ACCOUNT_API.deleteAccount, common.MessageResponseSchema),
  get(ACCOUNT_API.verification, auth.ContactsResponseSchema),
  post(ACCOUNT_API.verifyMobileSend, common.MessageResponseSchema),
  post(ACCOUNT_API.verifyMobile, auth.ContactsResponseSchema),
  post(ACCOUNT_API.verifyEmailSend, common.MessageResponseSchema),
  post(ACCOUNT_API.verifyEmail, auth.ContactsResponseSchema),
  post(ACCOUNT_API.proofOtp, common.MessageResponseSchema),
  post(ACCOUNT_API.changeEmail, common.MessageResponseSchema),
  post(ACCOUNT_API.changeEmailConfirm, auth.ContactsResponseSchema),
  post(ACCOUNT_API.setPassword, common.MessageResponseSchema),
  get(ADMIN_API.factor, auth.AdminFactorResponseSchema),
  post(ADMIN_API.factorEnrol, auth.AdminFactorEnrolResponseSchema),
  post(ADMIN_API.factorConfirm, common.MessageResponseSchema),
  post(ADMIN_API.factorVerify, common.MessageResponseSchema),

  get(API.listing.getListings, listing.GetListingsResponseSchema),
  get(API.listing.getCategories, listing.GetCategoriesResponseSchema),
  get(API.listing.getCount, listing.GetCountResponseSchema),
  get(API.listing.getStats, listing.GetStatsResponseSchema),
  post(API.listing.searchProperties, search.SearchResponseSchema),
  get(API.listing.getSimilarListings, search.SimilarListingsResponseSchema),
  post(API.listing.addListing, listing.SaveListingResponseSchema),
  post(API.listing.updateListing, listing.SaveListingResponseSchema),
  post(API.listing.addToWishlist, engagement.AddToWishlistResponseSchema),
  post(API.listing.deleteListing, listing.DeleteListingResponseSchema),
  get(API.listing.getListingContactDetails, engagement.ContactDetailsResponseSchema),
  get(API.listing.getListingById, listing.GetListingByIdResponseSchema),
  post(COUNT_VIEW_PATH, counting.CountViewResponseSchema),
  post(API.listing.setVisits, common.MessageResponseSchema),
  get(API.listing.getListingByUserId, listing.GetListingByUserIdResponseSchema),
  get(API.listing.getWishListByUserId, engagement.WishlistResponseSchema),
  get(API.listing.getVisitsByUserId, engagement.VisitsResponseSchema),
  get(API.listing.getPropertyList, listing.GetPropertyListResponseSchema),
  post(API.listing.imageUpload, listing.ImageUploadResponseSchema),
  post(API.listing.markRented, trust.ListingStatusResponseSchema),
  post(API.listing.confirmListing, trust.ListingStatusResponseSchema),
  post(API.listing.reportListing, trust.ReportListingResponseSchema),
  get(API.listing.freshnessLink, trust.FreshnessLinkResponseSchema),
  post(API.listing.answerFreshnessLink, trust.ListingStatusResponseSchema),

  get(API.services.getServices, service.GetServicesResponseSchema),
  post(ADMIN_API.addService, common.MessageResponseSchema),
  post(ADMIN_API.deleteService, common.MessageResponseSchema),

  get(API.payments.getRazorpayDetails, payment.GatewayDetailsResponseSchema),
  get(API.payments.getPlan, payment.GetPlanResponseSchema),
  post(API.payments.createOrder, payment.CreateOrderResponseSchema),
  post(API.payments.setRazorpayTransaction, payment.SetTransactionResponseSchema),
  post(API.payments.testCheckout, payment.CheckoutResultSchema),
  post(API.payments.webhook, payment.WebhookResponseSchema),
  get(API.payments.history, payment.PaymentHistoryResponseSchema),
  get(ADMIN_API.getPaymentExceptions, payment.PaymentExceptionsResponseSchema),
  post(ADMIN_API.refundPaymentException, payment.RefundPaymentExceptionResponseSchema),
  get(ADMIN_API.getPaymentStats, payment.PaymentStatsResponseSchema),
  get(API.payments.passCredits, trust.PassCreditsResponseSchema),

  get(API.blog.getBlogs, blog.GetBlogsResponseSchema),
  get(API.blog.getBlogByTitle, blog.GetBlogByTitleResponseSchema),
  get(API.blog.getBlogCategories, blog.GetBlogCategoriesResponseSchema),
  post(API.blog.addBlog, common.MessageResponseSchema),
  post(API.blog.updateBlog, common.MessageResponseSchema),
  post(API.blog.deleteBlog, common.MessageResponseSchema),

  get(API.map.settings, search.MapSettingsSchema),

  get(CONVERSATION_API.list, conversation.ConversationsResponseSchema),
  get(CONVERSATION_API.live, conversation.LiveEventSchema),
  post(CONVERSATION_API.list, conversation.StartConversationResponseSchema),
  get(CONVERSATION_API.messages, conversation.MessagesResponseSchema),
  post(CONVERSATION_API.messages, conversation.SendMessageResponseSchema),
  post(CONVERSATION_API.read, conversation.UnreadResponseSchema),
  post(CONVERSATION_API.block, conversation.ConversationResponseSchema),
  post(CONVERSATION_API.unblock, conversation.ConversationResponseSchema),
  post(CONVERSATION_API.report, conversation.ConversationResponseSchema),
  get(CONVERSATION_API.admin, conversation.ConversationModerationResponseSchema),
  post(CONVERSATION_API.adminResolve, common.MessageResponseSchema),
  get(PUSH_API.key, push.PushKeyResponseSchema),
  post(PUSH_API.subscriptions, push.PushSubscribedResponseSchema),
  { method: 'DELETE', path: PUSH_API.subscriptions, schema: push.PushSubscribedResponseSchema },
  get(RENT_API.figures, rents.RentFiguresSchema),
  get(RENT_API.listing, rents.ListingRentSchema),
  get(RENT_API.city, rents.CityRentsSchema),
  get(RENT_API.cities, rents.CitiesRentsSchema),
  get(RENT_API.listingStats, listingStats.ListingStatsSchema),
  get(VIEWING_API.hours, viewing.ViewingHoursResponseSchema),
  put(VIEWING_API.hours, viewing.ViewingHoursResponseSchema),
  post(VIEWING_API.blockedDays, viewing.ViewingHoursResponseSchema),
  get(VIEWING_API.slots, viewing.SlotsResponseSchema),
  get(VIEWING_API.list, viewing.ViewingsResponseSchema),
  post(VIEWING_API.list, viewing.ViewingResponseSchema),
  post(VIEWING_API.cancel, viewing.ViewingResponseSchema),
  post(VIEWING_API.move, viewing.ViewingResponseSchema),
  post(VIEWING_API.outcome, viewing.ViewingResponseSchema),
  get(VIEWING_API.calendar, viewing.CalendarFileSchema),
  get(VIEWING_REQUEST_API.list, viewingRequest.ViewingRequestsResponseSchema),
  post(VIEWING_REQUEST_API.list, viewingRequest.ViewingRequestResponseSchema),
  post(VIEWING_REQUEST_API.accept, viewingRequest.AcceptedRequestResponseSchema),
  post(VIEWING_REQUEST_API.propose, viewingRequest.ViewingRequestResponseSchema),
  post(VIEWING_REQUEST_API.withdraw, viewingRequest.ViewingRequestResponseSchema),
  get(VIEWING_REQUEST_API.link, viewingRequest.RequestLinkResponseSchema),
  post(VIEWING_REQUEST_API.linkAccept, viewingRequest.RequestLinkResponseSchema),

  get(DEAL_API.list, deals.DealsResponseSchema),
  post(DEAL_API.list, deals.DealResponseSchema),
  get(DEAL_API.read, deals.DealResponseSchema),
  post(DEAL_API.counter, deals.DealResponseSchema),
  post(DEAL_API.accept, deals.DealResponseSchema),
  post(DEAL_API.decline, deals.DealResponseSchema),
  post(DEAL_API.withdraw, deals.DealResponseSchema),
  post(DEAL_API.rented, deals.DealResponseSchema),
  post(DEAL_API.deposit, deals.DealResponseSchema),
  post(DEAL_API.depositConfirm, deals.DealResponseSchema),
  get(DEAL_API.agreement, deals.AgreementResponseSchema),
  get(DEAL_API.agreementPdf, deals.AgreementPdfSchema),
  post(DEAL_API.signStart, deals.SignStartResponseSchema),
  post(DEAL_API.sign, deals.AgreementResponseSchema),
  get(AGREEMENT_API.verify, deals.VerifyResponseSchema),
  post(AGREEMENT_API.esignCallback, deals.ESignCallbackResponseSchema),
  get(HANDOVER_API.report, handover.HandoverReportResponseSchema),
  post(HANDOVER_API.entries, handover.HandoverReportResponseSchema),
  { method: 'DELETE', path: HANDOVER_API.entry, schema: handover.HandoverReportResponseSchema },
  post(HANDOVER_API.photos, handover.HandoverReportResponseSchema),
  post(HANDOVER_API.confirmStart, handover.ConfirmStartResponseSchema),
  post(HANDOVER_API.confirm, handover.HandoverReportResponseSchema),
  get(HANDOVER_API.pdf, deals.AgreementPdfSchema),
  post(HANDOVER_API.rentReceipt, deals.AgreementPdfSchema),

  get(API.savedSearch.list, savedSearch.SavedSearchesResponseSchema),
  post(API.savedSearch.list, savedSearch.SavedSearchResponseSchema),
  { method: 'DELETE', path: API.savedSearch.one, schema: common.MessageResponseSchema },
  post(API.savedSearch.seen, savedSearch.SavedSearchResponseSchema),
  post(API.savedSearch.unsubscribe, savedSearch.UnsubscribeResponseSchema),

  get(ADMIN_API.moderation, trust.ModerationQueueResponseSchema),
  post(ADMIN_API.moderate, common.MessageResponseSchema),
  get(ADMIN_API.users, adminUser.UserSearchResponseSchema),
  get(ADMIN_API.user, adminUser.UserDetailSchema),
  post(ADMIN_API.userAction, common.MessageResponseSchema),

  post(API.contact.addContact, common.MessageResponseSchema),
  get(ADMIN_API.getContacts, contact.GetContactsResponseSchema),
  get(API.contact.getSupport, contact.SupportContactResponseSchema),
];
