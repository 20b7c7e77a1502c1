// The answers a page's HTML carries are used once, while the page starts, and only for the
// very address they answer (docs/decisions/0073-first-answers-in-the-page.md).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API } from '../../shared/api.ts';
import { getJson, postJson } from './client.ts';
import { FIRST_ANSWER_MS, FIRST_ANSWERS_ID, forgetFirstAnswers, takeFirstAnswer } from './first-answers.ts';

const inline = (answers: unknown) => {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = FIRST_ANSWERS_ID;
  element.textContent = typeof answers === 'string' ? answers : JSON.stringify(answers);
  document.head.append(element);
  forgetFirstAnswers();
};

const SECTIONS = { recommended: [], best_deals: [], weekend_home: [] };
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
    const fetched = vi.fn(async () => Response.json({ ...SECTIONS, from: 'server' }));
    vi.stubGlobal('fetch', fetched);

    expect(await getJson(API.listing.getListings, { location: 'Navi Mumbai' })).toEqual(SECTIONS);
    expect(fetched).not.toHaveBeenCalled();

    expect(await getJson(API.listing.getListings, { location: 'Navi Mumbai' })).toEqual({
      ...SECTIONS,
      from: 'server',
    });
    expect(fetched).toHaveBeenCalledOnce();
  });

  it('leave another address to the server', async () => {
    inline([{ url, body: SECTIONS }]);
    const fetched = vi.fn(async () => Response.json({ ...SECTIONS, city: 'Pune' }));
    vi.stubGlobal('fetch', fetched);
    expect(await getJson(API.listing.getListings, { location: 'Pune' })).toEqual({
      ...SECTIONS,
      city: 'Pune',
    });
    expect(fetched).toHaveBeenCalledOnce();
  });

  it("answer a search's first page only for the very body it was asked with", async () => {
    vi.spyOn(performance, 'now').mockReturnValue(1_000);
    const query = { location: 'Pune', filters: { configuration: '_1BHK' } };
    const page = { properties: [], total: 0, next_cursor: null };
    inline([{ url: API.listing.searchProperties, request: query, body: page }]);
    const fetched = vi.fn(async () => Response.json({ ...page, total: 9 }));
    vi.stubGlobal('fetch', fetched);

    expect(await postJson(API.listing.searchProperties, { ...query, sort: 'newest' })).toEqual({
      ...page,
      total: 9,
    });
    expect(await postJson(API.listing.searchProperties, query)).toEqual(page);
    expect(fetched).toHaveBeenCalledOnce();
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
