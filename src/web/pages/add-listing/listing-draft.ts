// A new listing's form is kept on the device as it is typed, so a reload, a closed tab or a
// lost connection loses nothing (docs/decisions/0053-phone-photos.md). One draft per person,
// in localStorage; it goes when the listing is posted or the person starts over. Photos are
// not kept: they are chosen again from the phone's gallery in a moment.
import { useEffect } from 'react';
import type { DefaultValues, UseFormReturn } from 'react-hook-form';
import type { ListingFormInput } from './form-values.ts';

const keyOf = (userId: number) => `thikana:listing-draft:${userId}`;
const SAVE_DELAY_MS = 300;

export const readListingDraft = (userId: number): DefaultValues<ListingFormInput> | null => {
  try {
    const text = localStorage.getItem(keyOf(userId));
    const draft = text ? (JSON.parse(text) as unknown) : null;
    return draft && typeof draft === 'object' ? (draft as DefaultValues<ListingFormInput>) : null;
  } catch {
    return null;
  }
};

export const clearListingDraft = (userId: number) => {
  try {
    localStorage.removeItem(keyOf(userId));
  } catch {
    // storage refused (private mode, full): nothing was kept
  }
};

/** Writes the form to the draft a moment after each change while `enabled`. */
export const useListingDraft = <Output>(
  form: UseFormReturn<ListingFormInput, unknown, Output>,
  userId: number,
  enabled: boolean,
) => {
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = form.watch((values) => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        try {
          localStorage.setItem(keyOf(userId), JSON.stringify(values));
        } catch {
          // storage refused: the form still works, only the draft is not kept
        }
      }, SAVE_DELAY_MS);
    });
    return () => {
      clearTimeout(timer);
      subscription.unsubscribe();
    };
  }, [form, userId, enabled]);
};
