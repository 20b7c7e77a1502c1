// Whether this device shows the site otherwise than a first visit sees it: anything its stores
// keep (a city picked, Hindi, the last search's filters, a stored user) differs from what a first
// visit starts with. A page the server drew shows the first visit's view, so such a device draws
// the page itself, and the server is told by a cookie to leave it to the device
// (docs/decisions/0076-public-pages-rendered-on-the-server.md).
import { OWN_VIEW_COOKIE } from '../../shared/own-view.ts';
import { useLanguageChoice } from '../i18n/use-language.ts';
import { useFilters } from './filters.ts';
import { useLocation } from './location.ts';
import { useSession } from './session.ts';

const STORES = [useLanguageChoice, useLocation, useFilters, useSession];

/** What a store keeps on the device, as text. */
const kept = (store: (typeof STORES)[number], state: object) =>
  JSON.stringify((store.persist.getOptions().partialize ?? ((all: object) => all))(state as never));

export const hasOwnView = () =>
  STORES.some((store) => kept(store, store.getState()) !== kept(store, store.getInitialState()));

/** Keeps the cookie in step with the device's stores, from now on. */
export const keepOwnViewCookie = () => {
  const write = () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from some of the phones the site serves.
    document.cookie = hasOwnView()
      ? `${OWN_VIEW_COOKIE}=1; path=/; max-age=31536000; samesite=lax`
      : `${OWN_VIEW_COOKIE}=; path=/; max-age=0; samesite=lax`;
  };
  write();
  for (const store of STORES) store.subscribe(write);
};
