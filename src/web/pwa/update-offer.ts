// The offer of a new release (docs/decisions/0067-offline-and-install.md): the service worker's
// registration (register.ts) sets it when a new release is waiting; UpdateOfferHost shows it above
// every page until the person reloads into the new release or dismisses it. It lives outside the
// pages and the toasts, so no page change and no other message takes it away.
import { create } from 'zustand';

type UpdateOffer = {
  /** Starts the waiting release and reloads the page; null when nothing is offered. */
  apply: (() => void) | null;
};

export const useUpdateOffer = create<UpdateOffer>(() => ({ apply: null }));

export const offerUpdate = (apply: () => void) => useUpdateOffer.setState({ apply });

export const dismissUpdate = () => useUpdateOffer.setState({ apply: null });
