// A public page's HTML carries the GET answers its first render asks for, and a preload of its
// main photo (docs/decisions/0073-first-answers-in-the-page.md): a phone renders the page as
// soon as its script runs, without a round trip to the API, and the photo downloads while the
// script does. The answers are asked of the app itself, as an anonymous visitor would ask
// them, so they are byte for byte what the web app would have fetched.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API } from '../../shared/api.ts';
import { fallbackSrcOf, srcSetOf } from '../../shared/photo-srcset.ts';
import type { ListedPhoto, Photo } from '../../shared/schemas/listing.ts';
import { PAGE_CALL_HEADER, PAGE_CALL_SECRET } from './load-shedding.ts';
import { findSessionUser, readSessionId } from './session.ts';

/** A call the page's first render makes: a GET of `url`, or a POST of `request` to it. */
export type FirstCall = { url: string; request?: unknown };
export type FirstAnswer = FirstCall & { body: unknown };
/** `type` is set for an AVIF preload, which a browser without AVIF skips (as it skips the <source>). */
export type ImagePreload = { href: string; srcset: string; sizes: string; type?: 'image/avif' };
/** What a page's HTML carries besides its head tags. */
export type FirstPage = {
  answers: FirstAnswer[];
  preload?: ImagePreload | undefined;
  /** The page's module as the build's manifest names it ('pages/home/home-page.tsx'): preloaded with the page. */
  page?: string;
};

/**
 * The preload of a listing photo shown at `sizes`, matching the <img> the web app draws: a card's
 * photo pattern is filled in by the same shared function (docs/decisions/0120-card-photos-as-one-pattern.md).
 */
export const photoPreload = (
  photo: (ListedPhoto & { avif?: Photo['avif'] }) | undefined,
  sizes: string,
  card: boolean,
): ImagePreload | undefined => {
  if (!photo) return undefined;
  // The gallery offers AVIF first (docs/decisions/0114-avif-photos.md): preload what it picks.
  if (!card && photo.avif) {
    return { href: photo.avif.md, srcset: srcSetOf(photo.avif, false), sizes, type: 'image/avif' };
  }
  const href = fallbackSrcOf(photo, card);
  return href ? { href, srcset: srcSetOf(photo, card), sizes } : undefined;
};

/**
 * What every page's frame asks for: the gateway's mode (the test-mode banner above the header)
 * and the support contacts (the footer).
 */
const EVERY_PAGE = [API.payments.getRazorpayDetails, API.contact.getSupport];

const anonymous = new WeakMap<FastifyRequest, Promise<boolean>>();

/**
 * A visitor without a live session: what a page shows them is the same for everyone. A cookie
 * that names no live session makes no difference (docs/decisions/0138-a-cookie-is-not-a-session.md):
 * pages skip the API's session lookup, so one is made here, once a request, only when a
 * well-formed session cookie came.
 */
export const isAnonymous = (app: FastifyInstance, request: FastifyRequest): Promise<boolean> => {
  const sessionId = readSessionId(request, app.deps.config);
  if (!sessionId) return Promise.resolve(true);
  let answer = anonymous.get(request);
  if (!answer) {
    answer = findSessionUser(app.deps.database.db, sessionId, app.deps.clock.now()).then(
      (viewer) => viewer === null,
    );
    anonymous.set(request, answer);
  }
  return answer;
};

/**
 * A page whose data cannot be had now: it is refused whole, or served as last drawn, never sent
 * without its content (docs/decisions/0139-a-page-is-whole-or-refused.md; http/web-app.ts answers it).
 */
export class PageUnavailableError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('The page cannot be drawn with its data now');
  }
}

/**
 * The answers to `calls` (under /api) and to the frame's own calls, for a visitor with no session; none for one who is
 * logged in, whose answers are their own (wishlist marks, contact details) and are not put in
 * a page. A call that is refused (a listing not found) is left out: the page says so. A call
 * that fails (the server sheds, the database is away) fails the page: PageUnavailableError.
 */
export const firstAnswers = async (
  app: FastifyInstance,
  request: FastifyRequest,
  calls: (string | FirstCall)[],
): Promise<FirstAnswer[]> => {
  if (!(await isAnonymous(app, request))) return [];
  // Refused before any work, like the calls it would make (http/load-shedding.ts).
  if (app.isShedding()) throw new PageUnavailableError(app.deps.config.SHED_RETRY_AFTER_SECONDS);
  const answers = await Promise.all(
    [...calls, ...EVERY_PAGE].map(async (call): Promise<FirstAnswer | null> => {
      const { url, request: sent } = typeof call === 'string' ? { url: call, request: undefined } : call;
      // The visitor's user agent goes along: a crawler's page shows cards no person saw (features/counting).
      // The page was admitted: its calls are not shed a second time.
      const headers = {
        'user-agent': request.headers['user-agent'] ?? '',
        [PAGE_CALL_HEADER]: PAGE_CALL_SECRET,
      };
      const response =
        sent === undefined
          ? await app.inject({ method: 'GET', url, headers })
          : await app.inject({ method: 'POST', url, payload: sent as object, headers });
      if (response.statusCode >= 500) {
        throw new PageUnavailableError(
          Number(response.headers['retry-after']) || app.deps.config.SHED_RETRY_AFTER_SECONDS,
        );
      }
      if (response.statusCode !== 200) return null;
      return { url, ...(sent === undefined ? {} : { request: sent }), body: response.json() as unknown };
    }),
  );
  return answers.filter((answer) => answer !== null);
};

/** Data (the answers, a drawn page's queries) as a JSON block that no text inside can close early. */
export const dataScript = (id: string, data: unknown) =>
  `<script type="application/json" id="${id}">${JSON.stringify(data)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029')}</script>`;
