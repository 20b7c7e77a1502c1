// The answers a page's HTML carries are used once, while the page starts, and only for the
// very address they answer (docs/decisions/0073-first-answers-in-the-page.md).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API } from '../../shared/api.ts';
import { checkCannedAnswer } from '../test/answer-check.ts';
import { fakeApi } from '../test/fake-api.ts';
import { aListing } from '../test/listings.ts';
import { getJson, postJson } from './client.ts';
import {
  FIRST_ANSWER_MS,
  FIRST_ANSWERS_ID,
  type FirstAnswer,
  forgetFirstAnswers,
  takeFirstAnswer,
} from './first-answers.ts';

/** Puts answers in the page as the server does, each checked as the fake API checks its own. */
const inline = (answers: FirstAnswer[] | string) => {
  for (const answer of typeof answers === 'string' ? [] : answers) {
    const method = answer.request === undefined ? 'GET' : 'POST';
    checkCannedAnswer(`${method} ${answer.url.split('?')[0]}`, 200, answer.body);
  }
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = FIRST_ANSWERS_ID;
  element.textContent = typeof answers === 'string' ? answers : JSON.stringify(answers);
  document.head.append(element);
  forgetFirstAnswers();
};

const SECTIONS = { recommended: [], best_deals: [], weekend_home: [] };
/** The server's later answer, told apart from the inlined one by its listing. */
const SERVER_SECTIONS = { ...SECTIONS, recommended: [aListing()] };
const url = `${API.listing.getListings}?location=Navi+Mumbai`;

afterEach(() => {
  vi.restoreAllMocks();
  document.getElementById(FIRST_ANSWERS_ID)?.remove();
  forgetFirstAnswers();
});

describe('first answers', () => {
  it('answer the first GET of their address without the network, then the server answers', async () => {
    // A page that started a second ago.
    vi.spyOn(performance, 'now').mockReturnValue(1_000);
    inline([{ url, body: SECTIONS }]);
    const { sent } = fakeApi({ [API.listing.getListings]: { body: SERVER_SECTIONS } });

    expect(await getJson(API.listing.getListings, { location: 'Navi Mumbai' })).toEqual(SECTIONS);
    expect(sent).toHaveLength(0);

    expect(await getJson(API.listing.getListings, { location: 'Navi Mumbai' })).toEqual(SERVER_SECTIONS);
    expect(sent).toHaveLength(1);
  });

  it('leave another address to the server', async () => {
    inline([{ url, body: SECTIONS }]);
    const { sent } = fakeApi({ [API.listing.getListings]: { body: SERVER_SECTIONS } });
    expect(await getJson(API.listing.getListings, { location: 'Pune' })).toEqual(SERVER_SECTIONS);
    expect(sent).toHaveLength(1);
  });

  it("answer a search's first page only for the very body it was asked with", async () => {
    vi.spyOn(performance, 'now').mockReturnValue(1_000);
    const query = { location: 'Pune', filters: { configuration: '_1BHK' } };
    const page = {
      properties: [],
      understood: { filters: {}, text: '' },
      ways_out: [],
      next_cursor: null,
      total: 0,
      total_is_estimate: false,
    };
    inline([{ url: API.listing.searchProperties, request: query, body: page }]);
    const { sent } = fakeApi({ [API.listing.searchProperties]: { body: { ...page, total: 9 } } });

    expect(await postJson(API.listing.searchProperties, { ...query, sort: 'newest' })).toEqual({
      ...page,
      total: 9,
    });
    expect(await postJson(API.listing.searchProperties, query)).toEqual(page);
    expect(sent).toHaveLength(1);
  });

  it('are not used once the page has been open a while', () => {
    inline([{ url, body: SECTIONS }]);
    expect(takeFirstAnswer(url, undefined, FIRST_ANSWER_MS + 1)).toBeUndefined();
  });

  it('leave the page to ask the server when the block cannot be read', () => {
    inline('{not json');
    expect(takeFirstAnswer(url)).toBeUndefined();
  });
});
