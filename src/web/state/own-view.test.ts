// A device shows its own view when anything its stores keep differs from a first visit's
// (docs/decisions/0076-public-pages-rendered-on-the-server.md): the server then leaves pages to it.
import { afterEach, describe, expect, it } from 'vitest';
import { OWN_VIEW_COOKIE } from '../../shared/own-view.ts';
import { useLanguageChoice } from '../i18n/use-language.ts';
import { whatsappUser } from '../test/users.ts';
import { useFilters } from './filters.ts';
import { useLocation } from './location.ts';
import { hasOwnView, keepOwnViewCookie } from './own-view.ts';
import { useSession } from './session.ts';

afterEach(() => {
  useLanguageChoice.setState(useLanguageChoice.getInitialState(), true);
  useLocation.setState(useLocation.getInitialState(), true);
  useFilters.setState(useFilters.getInitialState(), true);
  useSession.setState(useSession.getInitialState(), true);
});

describe("a device's own view", () => {
  it('is none on a first visit', () => {
    expect(hasOwnView()).toBe(false);
  });

  it.each([
    ['a city picked', () => useLocation.getState().chooseCity('Pune')],
    ['Hindi', () => useLanguageChoice.setState({ chosen: 'hi' })],
    ['the last search', () => useFilters.getState().setFilters({ listed_by: 'Owner' })],
    ['a stored user', () => useSession.getState().setUser(whatsappUser)],
  ])('is %s', (_what, change) => {
    change();
    expect(hasOwnView()).toBe(true);
  });

  it('is told to the server by a cookie that follows the stores', () => {
    // The server reads an empty or missing cookie as none (a browser drops it at once).
    keepOwnViewCookie();
    expect(document.cookie).not.toContain(`${OWN_VIEW_COOKIE}=1`);
    useFilters.getState().setSearch('balcony');
    expect(document.cookie).toContain(`${OWN_VIEW_COOKIE}=1`);
    useFilters.getState().clear();
    expect(document.cookie).not.toContain(`${OWN_VIEW_COOKIE}=1`);
  });
});
