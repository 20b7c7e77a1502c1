// Where the offer of a new release appears: above every page, in the page's flow, so it covers
// nothing and stays through page changes until taken or dismissed (../pwa/update-offer.ts). Its
// code and texts load only when a release is offered.
import { lazy, Suspense } from 'react';
import { withTexts } from '../i18n/i18n.ts';
import { useUpdateOffer } from '../pwa/update-offer.ts';

const UpdateOfferBar = lazy(withTexts(() => import('./update-offer-bar.tsx')));

export function UpdateOfferHost() {
  const apply = useUpdateOffer((offer) => offer.apply);
  if (!apply) return null;
  return (
    <Suspense fallback={null}>
      <UpdateOfferBar apply={apply} />
    </Suspense>
  );
}
