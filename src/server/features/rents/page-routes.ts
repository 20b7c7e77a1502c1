// The rent pages /rents, /rents/:city and /rents/:city/:locality (docs/decisions/0117-rent-pages.md,
// docs/decisions/0144-rent-drawings-that-read.md): the page's answer (the cities side by side, or a
// city's rents) comes with the page, and a first visit gets the page drawn on the server
// (docs/decisions/0076-public-pages-rendered-on-the-server.md), so search engines read the table
// and the charts. A city we do not list is not found.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RENT_API } from '../../../shared/api-rents.ts';
import { apiUrl } from '../../../shared/api-url.ts';
import { ALL_CITIES_RENTS_PATH, cityOfSlug, localityOfSlug, rentsPath } from '../../../shared/rent-paths.ts';
import type { CitiesRents, CityRents } from '../../../shared/schemas/rents.ts';
import { firstAnswers } from '../../http/first-answers.ts';

const PAGE = 'pages/rents/rents-page.tsx';
const CITIES_PAGE = 'pages/rents/cities-page.tsx';
const NOT_FOUND_HEAD = { title: 'Page not found | Thikana', meta: { robots: 'noindex' } };

export const rentsPageRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const publicUrl = app.deps.config.PUBLIC_URL.replace(/\/$/, '');

  const answer = async (
    request: FastifyRequest,
    reply: Parameters<FastifyInstance['renderPage']>[0],
    params: { city: string; locality?: string | undefined },
  ) => {
    const city = cityOfSlug(params.city);
    const locality = localityOfSlug(params.locality);
    if (!city) return app.renderPage(reply, NOT_FOUND_HEAD, 404);
    // The address the web app asks, character for character (src/web/api/rents/get-city-rents.ts).
    const url = apiUrl(RENT_API.city, { city, locality });
    const answers = await firstAnswers(app, request, [url]);
    const rents = answers.find((a) => a.url === url)?.body as CityRents | undefined;
    const place = rents?.locality ?? locality;
    const where = place ? `${place}, ${city}` : city;
    const figure = rents?.rows[0]?.median;
    return app.renderPage(
      reply,
      {
        title: `Rents in ${where} | Thikana`,
        meta: {
          description:
            `What homes rent for in ${where}: typical rent and the middle half of rents by locality and ` +
            `configuration${figure ? ` (typical ₹${figure.toLocaleString('en-IN')})` : ''}, the last 12 months, ` +
            'and searches against homes by rent band. Brokerage-free homes on Thikana.',
        },
        canonical: `${publicUrl}${rentsPath(city, place)}`,
      },
      200,
      { answers, page: PAGE },
    );
  };

  r.get(ALL_CITIES_RENTS_PATH, { schema: { hide: true } }, async (request, reply) => {
    const answers = await firstAnswers(app, request, [RENT_API.cities]);
    const rents = answers.find((a) => a.url === RENT_API.cities)?.body as CitiesRents | undefined;
    const shown = rents?.cities.filter((city) => city.median !== null) ?? [];
    const range = shown.map((city) => city.median!).sort((a, b) => a - b);
    const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;
    return app.renderPage(
      reply,
      {
        title: 'Rents in 12 Indian cities, side by side | Thikana',
        meta: {
          description:
            'What homes rent for in Mumbai, Delhi, Bengaluru, Pune and 8 more cities: the typical rent and the ' +
            `middle half of rents, city by city and by configuration${range.length > 1 ? ` (typical ${rupees(range[0]!)} to ${rupees(range.at(-1)!)})` : ''}. ` +
            'Brokerage-free homes on Thikana.',
        },
        canonical: `${publicUrl}${ALL_CITIES_RENTS_PATH}`,
      },
      200,
      { answers, page: CITIES_PAGE },
    );
  });

  r.get(
    '/rents/:city',
    { schema: { hide: true, params: z.object({ city: z.string() }) } },
    (request, reply) => answer(request, reply, request.params),
  );
  r.get(
    '/rents/:city/:locality',
    { schema: { hide: true, params: z.object({ city: z.string(), locality: z.string() }) } },
    (request, reply) => answer(request, reply, request.params),
  );
};
