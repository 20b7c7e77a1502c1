// Where the gauge goes on the listing page: its code and its answer are asked only once the page
// has shown (docs/decisions/0117-rent-pages.md), so the listing's first paint waits for neither.
// Its space is kept from the first paint (the server draws it empty), the size of the gauge as
// drawn, so nothing below moves (docs/decisions/0150-a-listing-page-pays-its-way.md).
import { lazy, Suspense, useEffect, useState } from 'react';
import { GAUGE_FRAME } from '../../features/rents/gauge-frame.ts';

const FairRentGauge = lazy(() => import('../../features/rents/fair-rent-gauge.tsx'));

/** `locality`: the listing's, which the gauge names when its city's figures stand in for it. */
export function FairRent({ listingId, locality }: { listingId: number; locality: string }) {
  const [shown, setShown] = useState(false);
  useEffect(() => setShown(true), []);
  const space = <div data-rent-gauge="loading" className={GAUGE_FRAME} />;
  if (!shown) return space;
  return (
    <Suspense fallback={space}>
      <FairRentGauge listingId={listingId} locality={locality} />
    </Suspense>
  );
}
