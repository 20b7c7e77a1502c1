// The public pages without a route of their own (docs/decisions/0076-public-pages-rendered-on-the-server.md;
// the blog list has its own, in the blogs feature, for its structured data):
// by address, the calls each one's first render makes and its page module, so the server draws
// it for a first visit like the home, search and listing pages. The calls are the ones the web
// app makes for the default city and the first page.

import { API } from '../../shared/api.ts';
import { apiUrl } from '../../shared/api-url.ts';
import { DEFAULT_CITY } from '../../shared/cities.ts';
import type { FirstCall } from './first-answers.ts';

type PublicPage = { calls: (string | FirstCall)[]; page: string };

/** The policy pages state the plan's price and days. */
const statesThePlan = (page: string): PublicPage => ({ calls: [API.payments.getPlan], page });

export const PUBLIC_PAGES = new Map<string, PublicPage>([
  ['/about', statesThePlan('pages/about/about-page.tsx')],
  ['/faq', statesThePlan('pages/faq/faq-page.tsx')],
  ['/terms&conditions', statesThePlan('pages/terms/terms-page.tsx')],
  ['/privacypolicy', statesThePlan('pages/privacy/privacy-page.tsx')],
  ['/refund', statesThePlan('pages/refund/refund-page.tsx')],
  ['/contactus', { calls: [], page: 'pages/contact/contact-page.tsx' }],
  [
    '/services',
    {
      calls: [apiUrl(API.services.getServices, { location: DEFAULT_CITY })],
      page: 'pages/services/services-page.tsx',
    },
  ],
]);
