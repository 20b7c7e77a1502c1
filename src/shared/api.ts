// Every API path, all under /api (docs/product/api.md). Server routes and the web client
// both use these.
export const API = {
  health: '/api/health',
  ready: '/api/ready',
  user: {
    login: '/api/user/login',
    logout: '/api/user/logout',
    loginOtp: '/api/user/login/otp',
    loginVerify: '/api/user/login/verify',
    forgetPassword: '/api/user/forgetPassword',
    resetPassword: '/api/user/resetPassword',
    register: '/api/user/register',
    getUserDetails: '/api/user/getUserDetails',
    restore: '/api/user/restore',
    updateUser: '/api/user/updateUser',
    getProfile: '/api/user/getProfile',
    exportData: '/api/user/exportData',
    deleteAccount: '/api/user/deleteAccount',
    verification: '/api/user/verification',
    verifyMobileSend: '/api/user/verifyMobile/send',
    verifyMobile: '/api/user/verifyMobile',
    verifyEmailSend: '/api/user/verifyEmail/send',
    verifyEmail: '/api/user/verifyEmail',
    proofOtp: '/api/user/proofOtp',
    changeEmail: '/api/user/changeEmail',
    changeEmailConfirm: '/api/user/changeEmail/confirm',
    setPassword: '/api/user/setPassword',
    /** After a code proved a contact other accounts claim (docs/decisions/0091-a-claimed-contact-is-a-choice.md). */
    accountChoiceSendCode: '/api/user/accountChoice/sendCode',
    accountChoiceJoin: '/api/user/accountChoice/join',
    accountChoiceSeparate: '/api/user/accountChoice/separate',
    adminFactor: '/api/user/admin/twoFactor',
    adminFactorEnrol: '/api/user/admin/twoFactor/enrol',
    adminFactorConfirm: '/api/user/admin/twoFactor/confirm',
    adminFactorVerify: '/api/user/admin/twoFactor/verify',
  },
  listing: {
    getListings: '/api/listing/getListings',
    getCategories: '/api/listing/getCategories',
    getCount: '/api/listing/getCount',
    getStats: '/api/listing/getStats',
    searchProperties: '/api/listing/searchProperties',
    /** Up to 6 homes like one listing (docs/product/search.md#similar-homes). */
    getSimilarListings: '/api/listing/getSimilarListings',
    addListing: '/api/listing/addListing',
    updateListing: '/api/listing/updateListing',
    addToWishlist: '/api/listing/addToWishlist',
    deleteListing: '/api/listing/deleteListing',
    getListingContactDetails: '/api/listing/getListingContactDetails',
    getListingById: '/api/listing/getListingById',
    setVisits: '/api/listing/setVisits',
    getListingByUserId: '/api/listing/getListingByUserId',
    getWishListByUserId: '/api/listing/getWishListByUserId',
    getVisitsByUserId: '/api/listing/getVisitsByUserId',
    getPropertyList: '/api/listing/getPropertyList',
    imageUpload: '/api/listing/imageUpload',
    /** The poster (or an admin) closes a listing: it leaves every list, its page says rented. */
    markRented: '/api/listing/markRented',
    /** The poster brings back a listing paused for not being confirmed. */
    reviveListing: '/api/listing/reviveListing',
    /** The poster says the home is still available. */
    confirmListing: '/api/listing/confirmListing',
    reportListing: '/api/listing/reportListing',
    /** The one-tap links of the weekly freshness message (no login: the token is the proof). */
    freshnessLink: '/api/listing/freshnessLink',
    answerFreshnessLink: '/api/listing/freshnessLink/answer',
  },
  services: {
    getServices: '/api/services/getServices',
    addService: '/api/services/addService',
    deleteService: '/api/services/deleteService',
  },
  payments: {
    getRazorpayDetails: '/api/payments/getRazorpayDetails',
    getPlan: '/api/payments/getPlan',
    createOrder: '/api/payments/createOrder',
    setRazorpayTransaction: '/api/payments/setRazorpayTransaction',
    testCheckout: '/api/payments/testCheckout',
    webhook: '/api/payments/webhook',
    history: '/api/payments/history',
    /** Admins: payments captured for the wrong amount or currency, and their refunds. */
    getPaymentExceptions: '/api/payments/getPaymentExceptions',
    refundPaymentException: '/api/payments/refundPaymentException',
    /** Admins: passes sold per day and the reconciler's last runs. */
    getPaymentStats: '/api/payments/getPaymentStats',
    /** Dead leads given back to the caller's pass. */
    passCredits: '/api/payments/passCredits',
  },
  blog: {
    getBlogs: '/api/blog/getBlogs',
    getBlogByTitle: '/api/blog/getBlogByTitle',
    getBlogCategories: '/api/blog/getBlogCategories',
    addBlog: '/api/blog/addBlog',
    updateBlog: '/api/blog/updateBlog',
    deleteBlog: '/api/blog/deleteBlog',
  },
  /** What the search map needs from the server's settings (docs/product/search.md#map). */
  map: { settings: '/api/map/settings' },
  /** A person's saved searches, and the one-tap unsubscribe from their alerts (no login). */
  savedSearch: {
    list: '/api/savedSearches',
    one: '/api/savedSearches/:id',
    seen: '/api/savedSearches/:id/seen',
    unsubscribe: '/api/savedSearches/unsubscribe',
  },
  admin: {
    /** Admins: open reports grouped by listing, with the poster and the listing's history. */
    moderation: '/api/admin/moderation',
    moderate: '/api/admin/moderation/act',
    /** Admins: find accounts by name, email or phone; one account; act on it (docs/product/accounts.md#users-page). */
    users: '/api/admin/users',
    user: '/api/admin/users/:id',
    userAction: '/api/admin/users/:id/:action',
  },
  contact: {
    addContact: '/api/contact/addContact',
    getContacts: '/api/contact/getContacts',
    /** Where support and grievances go (SUPPORT_EMAIL), for the contact and policy pages. */
    getSupport: '/api/contact/getSupport',
  },
} as const;

/**
 * The `errors[].field` of the 403 a viewer without a pass gets from getListingContactDetails:
 * the web app opens the subscription dialog on it. Here rather than beside the schemas, so a
 * listing's page does not load the schema library for one constant
 * (docs/decisions/0083-no-schemas-on-a-listing-page.md).
 */
export const PASS_REQUIRED_FIELD = 'subscription_upto';
