// Every URL of the web app in one place (docs/product/screens.md).
export const paths = {
  home: () => '/',
  login: () => '/login',
  whatsappLogin: () => '/whatsappLogin',
  resetPassword: () => '/resetpassword',
  signup: () => '/signup',
  profile: () => '/profile',
  terms: () => '/terms&conditions',
  privacy: () => '/privacypolicy',
  refund: () => '/refund',
  about: () => '/about',
  addListing: (editId?: number) => (editId ? `/addlisting?edit=${editId}` : '/addlisting'),
  propertyDetail: (id: number) => `/propertydetail/${id}`,
  myProperties: () => '/myproperties',
  /** One of the poster's listings: its numbers (docs/product/rents.md#the-posters-numbers). */
  listingNumbers: (id: number) => `/myproperties/${id}`,
  properties: () => '/properties',
  wishlist: () => '/wishlist',
  savedSearches: () => '/saved-searches',
  messages: (conversationId?: number) => (conversationId ? `/messages/${conversationId}` : '/messages'),
  unsubscribe: () => '/unsubscribe',
  visits: () => '/visits',
  /** "Your home": one deal, its terms and agreement (docs/product/deals.md#your-home). */
  deal: (id: number) => `/deals/${id}`,
  view: (section: 'recommended_properties' | 'best_deals' | 'weekend_homes') => `/view?${section}`,
  propertyList: () => '/propertyList',
  services: () => '/services',
  addServices: () => '/addservices',
  search: (query?: URLSearchParams | string) => {
    const qs = query?.toString();
    return qs ? `/search?${qs}` : '/search';
  },
  blogs: (page?: number, category?: string) => {
    const qs = new URLSearchParams();
    if (page && page > 1) qs.set('page', String(page));
    if (category) qs.set('category', category);
    const s = qs.toString();
    return s ? `/blogs?${s}` : '/blogs';
  },
  blog: (title: string) => `/blog?blog_title=${encodeURIComponent(title)}`,
  addBlog: (editTitle?: string) =>
    editTitle ? `/addblog?edit=${encodeURIComponent(editTitle)}` : '/addblog',
  contactUs: () => '/contactus',
  faq: () => '/faq',
  adminMessages: () => '/admin/messages',
  accountSecurity: () => '/account/security',
  adminFactor: () => '/admin/two-factor',
  adminPayments: () => '/admin/payments',
  adminModeration: () => '/admin/moderation',
  adminUsers: (query?: { q?: string; id?: number }) => {
    const qs = new URLSearchParams();
    if (query?.q) qs.set('q', query.q);
    if (query?.id) qs.set('id', String(query.id));
    const s = qs.toString();
    return s ? `/admin/users?${s}` : '/admin/users';
  },
} as const;
