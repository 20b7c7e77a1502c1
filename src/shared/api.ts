// The API's paths, all under /api (docs/product/api.md). Server routes and the web client
// both use these. Every page's first render carries this object, so the paths only later pages
// call live beside it, by area: api-account.ts (signing in, a person's own account), api-admin.ts,
// api-conversations.ts and api-rents.ts (docs/decisions/0068-first-render-diet.md).
export const API = {
  health: '/api/health',
  ready: '/api/ready',
  user: {
    /** Every page's first render restores the session (docs/product/accounts.md#session-restore). */
    restore: '/api/user/restore',
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
  },
  payments: {
    getRazorpayDetails: '/api/payments/getRazorpayDetails',
    getPlan: '/api/payments/getPlan',
    createOrder: '/api/payments/createOrder',
    setRazorpayTransaction: '/api/payments/setRazorpayTransaction',
    testCheckout: '/api/payments/testCheckout',
    webhook: '/api/payments/webhook',
    history: '/api/payments/history',
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
  contact: {
    addContact: '/api/contact/addContact',
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
