// How to find the home, the poster's note with their visiting hours, as each side of a viewing
// reads it: only while the visit is booked, and a phone number, email address or UPI ID in it
// is the pass's, as in a poster's message (docs/product/viewings.md#who-sees-what,
// docs/decisions/0134-visit-limits-locked-and-details-masked-as-typed.md). The poster reads it
// as written; so does a seeker with a live pass.
import { hasLivePass, type Viewer } from '../../platform/viewer.ts';
import { hideContactDetails } from '../conversations/index.ts';
import type { ViewingRow } from './store.ts';

export type DirectionsReader = Pick<Viewer, 'id' | 'isAdmin' | 'subscriptionUpto'>;

export const directionsFor = (
  viewing: Pick<ViewingRow, 'status' | 'directions' | 'seekerId'>,
  reader: DirectionsReader,
  now: Date,
) => {
  if (viewing.status !== 'booked' || !viewing.directions) return null;
  const seesDetails = reader.id !== viewing.seekerId || reader.isAdmin || hasLivePass(reader, now);
  return seesDetails ? viewing.directions : hideContactDetails(viewing.directions).text;
};
