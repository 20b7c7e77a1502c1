// Whether this device shows the site otherwise than a first visit sees it: a city other than the
// default, or Hindi. A page the server drew shows the default view, so such a device draws the
// page itself, and the server is told by a cookie to leave it to the device
// (docs/decisions/0076-public-pages-rendered-on-the-server.md).
import { DEFAULT_CITY } from '../../shared/cities.ts';
import { OWN_VIEW_COOKIE } from '../../shared/own-view.ts';
import { useLanguageChoice } from '../i18n/use-language.ts';
import { useLocation } from './location.ts';

export const hasOwnView = () =>
  useLanguageChoice.getState().chosen !== 'en' || useLocation.getState().city !== DEFAULT_CITY;

/** Keeps the cookie in step with the device's city and language, from now on. */
export const keepOwnViewCookie = () => {
  const write = () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from some of the phones the site serves.
    document.cookie = hasOwnView()
      ? `${OWN_VIEW_COOKIE}=1; path=/; max-age=31536000; samesite=lax`
      : `${OWN_VIEW_COOKIE}=; path=/; max-age=0; samesite=lax`;
  };
  write();
  useLanguageChoice.subscribe(write);
  useLocation.subscribe(write);
};
