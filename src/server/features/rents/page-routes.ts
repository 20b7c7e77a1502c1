// The rent pages, /rents/{city} and /rents/{city}/{locality} (docs/product/rents.md#rent-pages):
// drawn on the server for a first visit with the city's figures in the page, titled and
// described for search engines; an address naming no city of ours is not found.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RENT_API } from '../../../shared/api-rents.ts';
import { apiUrl } from '../../../shared/api-url.ts';
import { cityOfSlug, localityKeyOf, rentsPath } from '../../../shared/rent-pages.ts';
import type { CityRents } from '../../../shared/schemas/rents.ts';
import { firstAnswers } from '../../http/first-answers.ts';

const PAGE = 'pages/rents/rents-page.tsx';

export const rentPageRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const publicUrl = app.deps.config.PUBLIC_URL.replace(/\/$/, '');

  r.get(
    '/rents/:city/:locality?',
    { schema: { hide: true, params: z.object({ city: z.string(), locality: z.string().optional() }) } },
    async (request, reply) => {
      const city = cityOfSlug(request.params.city);
      if (!city) return app.renderPage(reply, undefined, 404);
      const locality = request.params.locality ? localityKeyOf(request.params.locality) : undefined;
      // The same address the page's query asks for (src/web/api/rents/city-rents.ts).
      const url = apiUrl(RENT_API.city, { city, locality });
      const answers = await firstAnswers(app, request, [url]);
      const rents = answers.find((answer) => answer.url === url)?.body as CityRents | undefined;
      const place = rents?.locality ? `${rents.locality}, ${city}` : city;
      const whole = rents?.rows.find(
        (row) => row.configuration === null && row.locality === (rents.locality ?? null),
      );
      const description = whole?.median
        ? `Homes in ${place} rent for ₹${whole.median.toLocaleString('en-IN')} a month at the median, ₹${(whole.p25 ?? 0).toLocaleString('en-IN')} to ₹${(whole.p75 ?? 0).toLocaleString('en-IN')} for half of them, from ${whole.homes} homes on Thikana.`
        : `What homes rent for in ${place}, from homes on Thikana.`;
      return app.renderPage(
        reply,
        {
          title: `Rents in ${place} | Thikana`,
          canonical: `${publicUrl}${rentsPath(city, rents?.locality ?? locality)}`,
          meta: { description, 'og:title': `Rents in ${place}`, 'og:description': description },
        },
        200,
        { answers, page: PAGE },
      );
    },
  );
};
