// Toasts with their durations (docs/product/messages.md#toast-durations): 2 s for login/logout/reset/signup
// success, 3 s for validation, wishlist, delete, profile and listing success,
// 5 s for errors and payment. The toast library is not part of the first load
// (docs/decisions/0054-first-render-js-budget.md): the first toast asks the toaster host
// (toaster-host.tsx) to load it, and is shown once the toaster is on the page.
// A toast often says what the server answered ('Profile Updated', a field's error): read in Hindi,
// every toast's text goes through `serverText`, so a message the catalogue knows is said in Hindi
// (docs/decisions/0074-server-messages-in-the-readers-language.md); any other text shows as given.
import type { toast as SonnerToast } from 'sonner';
import { TOAST_MS } from '../shared/constants.ts';
import { serverText } from './i18n/server-messages.ts';

type Sonner = typeof SonnerToast;

let markMounted: (sonner: Sonner) => void = () => {};
const mounted = new Promise<Sonner>((resolve) => {
  markMounted = resolve;
});
let wanted = false;
let onWanted: (() => void) | null = null;

/** The toaster host calls this once sonner's Toaster is on the page. */
export const toasterMounted = (sonner: Sonner) => markMounted(sonner);

/** The toaster host learns here when the first toast is asked for. */
export const whenToasterWanted = (load: () => void) => {
  onWanted = load;
  if (wanted) load();
};

const show = (fn: (sonner: Sonner) => void) => {
  if (!wanted) {
    wanted = true;
    onWanted?.();
  }
  void mounted.then(fn);
};

export const toast = {
  /** 2 s: login, logout, reset, signup success. */
  successShort: (message: string) =>
    show((s) => s.success(serverText(message), { duration: TOAST_MS.short })),
  /** 3 s: wishlist, delete, profile and listing success. */
  success: (message: string) => show((s) => s.success(serverText(message), { duration: TOAST_MS.medium })),
  /** 3 s: client-side validation messages. */
  warning: (message: string) => show((s) => s.warning(serverText(message), { duration: TOAST_MS.medium })),
  /** 5 s: errors. */
  error: (message: string) => show((s) => s.error(serverText(message), { duration: TOAST_MS.long })),
  /** 5 s: payment outcome. */
  payment: (message: string) => show((s) => s.success(serverText(message), { duration: TOAST_MS.long })),
};
