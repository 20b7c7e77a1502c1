// Where a visitor was going when the app sent them to log in. It travels as the
// login page's navigation state ({ from }), so the login URL stays /whatsappLogin
// and the browser keeps it across a reload; every login screen passes it on (email
// login, WhatsApp code, signup then login) and, once logged in, the person lands
// there. Only a path of this site is followed, never another origin
// (docs/decisions/0033-return-after-login.md).
import { useLocation } from 'react-router';
import { pageOrigin } from './page-origin.ts';
import { paths } from './paths.ts';

export type ReturnState = { from: string };

const AUTH_PAGES = new Set([paths.login(), paths.whatsappLogin(), paths.signup(), paths.resetPassword()]);

/** A same-origin path (with its query and hash) to return to, or null. */
export const safeReturnPath = (value: unknown, origin = pageOrigin()): string | null => {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return null;
  // The URL parser drops tabs and newlines and reads a backslash as a slash, so the
  // origin check below also refuses '/\\evil.example' and '/<tab>/evil.example'.
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || AUTH_PAGES.has(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
};

/** The navigation state that carries `from` to the login screens. */
export const returnState = (from: string): ReturnState | undefined => {
  const path = safeReturnPath(from);
  return path ? { from: path } : undefined;
};

/** The return address this login screen was given, if any, to pass on to the next one. */
export const useCarriedReturn = (): ReturnState | undefined =>
  returnState((useLocation().state as Partial<ReturnState> | null)?.from ?? '');

/** Where to go after logging in: the return address, else the home page. */
export const useAfterLoginPath = () => useCarriedReturn()?.from ?? paths.home();
