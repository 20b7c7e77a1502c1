// What each API call answers when it succeeds: one row per method and path, naming the schema
// the server's route writes its 200 answer with. Every other status answers ErrorResponseSchema
// (docs/product/api.md#errors). The web app's component tests check their canned answers against
// this table, and a server test checks the table against the routes the app registers, so a
// contract change breaks the web test that depends on it.
import type { ZodType } from 'zod';
import { API } from './api.ts';
import { CONVERSATION_API, PUSH_API, VIEWING_API } from './api-conversations.ts';
import { COUNT_VIEW_PATH, RENT_API } from './api-rents.ts';
import * as adminUser from './schemas/admin-user.ts';
import * as auth from './schemas/auth.ts';
import * as blog from './schemas/blog.ts';
import * as common from './schemas/common.ts';
import * as contact from './schemas/contact.ts';
import * as conversation from './schemas/conversation.ts';
import * as counting from './schemas/counting.ts';
import * as engagement from './schemas/engagement.ts';
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

export type ApiAnswer = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string; schema: ZodType };

const get = (path: string, schema: ZodType): ApiAnswer => ({ method: 'GET', path, schema });
const post = (path: string, schema: ZodType): ApiAnswer => ({ method: 'POST', path, schema });
const put = (path: string, schema: ZodType): ApiAnswer => ({ method: 'PUT', path, schema });

/** Paths as in API, `:name` standing for one segment. */
export const API_ANSWERS: readonly ApiAnswer[] = [
  post(API.user.login, auth.UserResponseSchema),
  post(API.user.logout, common.MessageResponseSchema),
  post(API.user.loginOtp, common.MessageResponseSchema),
  post(API.user.loginVerify, auth.LoginAnswerSchema),
  post(API.user.forgetPassword, common.MessageResponseSchema),
  post(API.user.resetPassword, auth.ResetPasswordResponseSchema),
  post(API.user.accountChoiceSendCode, common.MessageResponseSchema),
  post(API.user.accountChoiceJoin, auth.LoginAnswerSchema),
  post(API.user.accountChoiceSeparate, auth.LoginAnswerSchema),
  post(API.user.register, common.MessageResponseSchema),
  post(API.user.restore, auth.RestoreResponseSchema),
  get(API.user.getProfile, auth.UserDataResponseSchema),
  get(API.user.getUserDetails, auth.UserDataResponseSchema),
  post(API.user.updateUser, auth.UpdateUserResponseSchema),
  get(API.user.exportData, auth.ExportDataResponseSchema),
  post(API.user.deleteAccount, common.MessageResponseSchema),
  get(API.user.verification, auth.ContactsResponseSchema),
  post(API.user.verifyMobileSend, common.MessageResponseSchema),
  post(API.user.verifyMobile, auth.ContactsResponseSchema),
  post(API.user.verifyEmailSend, common.MessageResponseSchema),
  post(API.user.verifyEmail, auth.ContactsResponseSchema),
  post(API.user.proofOtp, common.MessageResponseSchema),
  post(API.user.changeEmail, common.MessageResponseSchema),
  post(API.user.changeEmailConfirm, auth.ContactsResponseSchema),
  post(API.user.setPassword, common.MessageResponseSchema),
  get(API.user.adminFactor, auth.AdminFactorResponseSchema),
  post(API.user.adminFactorEnrol, auth.AdminFactorEnrolResponseSchema),
  post(API.user.adminFactorConfirm, common.MessageResponseSchema),
  post(API.user.adminFactorVerify, common.MessageResponseSchema),

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
  post(API.services.addService, common.MessageResponseSchema),
  post(API.services.deleteService, common.MessageResponseSchema),

  get(API.payments.getRazorpayDetails, payment.GatewayDetailsResponseSchema),
  get(API.payments.getPlan, payment.GetPlanResponseSchema),
  post(API.payments.createOrder, payment.CreateOrderResponseSchema),
  post(API.payments.setRazorpayTransaction, payment.SetTransactionResponseSchema),
  post(API.payments.testCheckout, payment.CheckoutResultSchema),
  post(API.payments.webhook, payment.WebhookResponseSchema),
  get(API.payments.history, payment.PaymentHistoryResponseSchema),
  get(API.payments.getPaymentExceptions, payment.PaymentExceptionsResponseSchema),
  post(API.payments.refundPaymentException, payment.RefundPaymentExceptionResponseSchema),
  get(API.payments.getPaymentStats, payment.PaymentStatsResponseSchema),
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

  get(API.savedSearch.list, savedSearch.SavedSearchesResponseSchema),
  post(API.savedSearch.list, savedSearch.SavedSearchResponseSchema),
  { method: 'DELETE', path: API.savedSearch.one, schema: common.MessageResponseSchema },
  post(API.savedSearch.seen, savedSearch.SavedSearchResponseSchema),
  post(API.savedSearch.unsubscribe, savedSearch.UnsubscribeResponseSchema),

  get(API.admin.moderation, trust.ModerationQueueResponseSchema),
  post(API.admin.moderate, common.MessageResponseSchema),
  get(API.admin.users, adminUser.UserSearchResponseSchema),
  get(API.admin.user, adminUser.UserDetailSchema),
  post(API.admin.userAction, common.MessageResponseSchema),

  post(API.contact.addContact, common.MessageResponseSchema),
  get(API.contact.getContacts, contact.GetContactsResponseSchema),
  get(API.contact.getSupport, contact.SupportContactResponseSchema),
];
