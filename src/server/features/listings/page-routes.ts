// The web app's pages the server answers with what their first render needs: the shared-link
// page /propertydetail/{id} with its preview tags, the home page, and /sitemap.xml.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '../../../shared/api.ts';
import { apiUrl } from '../../../shared/api-url.ts';
import { DEFAULT_CITY } from '../../../shared/cities.ts';
import { CARD_IMAGE_SIZES, DETAIL_IMAGE_SIZES } from '../../../shared/photo-srcset.ts';
import type { GetListingByIdResponse, GetListingsResponse } from '../../../shared/schemas/listing.ts';
import { firstAnswers, photoPreload } from '../../http/first-answers.ts';
import { findListingForPage } from './service.ts';
import { goneListingHead, listingPageHead, missingListingHead } from './share-meta.ts';
import { buildSitemap } from './sitemap.ts';

export const listingPageRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const reads = (request: FastifyRequest) => app.readsFor(request).db;
  const { storage } = app.deps;

  // Not under /api: the web app's own page, with preview tags for shared links.
  r.get(
    '/propertydetail/:listed_id',
    { schema: { hide: true, params: z.object({ listed_id: z.string() }) } },
    async (request, reply) => {
      const id = Number(request.params.listed_id);
      const valid = Number.isSafeInteger(id) && id > 0;
      // The listing's answer and its first photo come with the page (docs/decisions/0073-first-answers-in-the-page.md).
      const listingUrl = apiUrl(API.listing.getListingById, { id });
      const answers = valid
        ? await firstAnswers(app, request, [
            listingUrl,
            apiUrl(API.listing.getSimilarListings, { id, view: 'card' }),
          ])
        : [];
      // An anonymous visitor's answer already holds the listing the preview tags describe; for
      // anyone else (or a listing the call refuses) it is read once here.
      const answered = (
        answers.find((answer) => answer.url === listingUrl)?.body as GetListingByIdResponse | undefined
      )?.propertyListing;
      const listing =
        answered ?? (valid ? await findListingForPage({ db: reads(request), storage, id }) : 'missing');
      // A deleted listing is gone for good (410), one that never was is not found (404).
      if (listing === 'deleted') return app.renderPage(reply, goneListingHead, 410);
      if (listing === 'missing') return app.renderPage(reply, missingListingHead, 404);
      return app.renderPage(reply, listingPageHead(listing, app.deps.config.PUBLIC_URL), 200, {
        answers,
        preload: photoPreload(listing.photos[0], DETAIL_IMAGE_SIZES, false),
        page: 'pages/property-detail/property-detail-page.tsx',
      });
    },
  );

  // The home page, with the answers its first render asks for in the default city and the
  // first card's photo (docs/decisions/0073-first-answers-in-the-page.md). A visitor who picked
  // another city on this phone asks for theirs as before.
  const homePage = async (request: FastifyRequest, reply: FastifyReply) => {
    const sections = apiUrl(API.listing.getListings, { location: DEFAULT_CITY, view: 'card' });
    const answers = await firstAnswers(app, request, [
      sections,
      apiUrl(API.listing.getCategories),
      apiUrl(API.listing.getStats),
    ]);
    const home = answers.find((answer) => answer.url === sections)?.body as GetListingsResponse | undefined;
    return app.renderPage(reply, undefined, 200, {
      answers,
      preload: photoPreload(home?.recommended[0]?.photos[0], CARD_IMAGE_SIZES, true),
      page: 'pages/home/home-page.tsx',
    });
  };
  r.get('/', { schema: { hide: true } }, homePage);
  r.get('/home', { schema: { hide: true } }, homePage);

  r.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(await buildSitemap({ db: reads(request), publicUrl: app.deps.config.PUBLIC_URL })),
  );
};
