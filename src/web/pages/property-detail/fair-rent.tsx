// Where the gauge goes on the listing page: its code and its answer are asked only once the page
// has shown (docs/decisions/0117-rent-pages.md), so the listing's first paint waits for neither.
// Its space is kept from the first paint (the server draws it empty), so nothing below moves.
import { lazy, Suspense, useEffect, useState } from 'react';

const FairRentGauge = lazy(() => import('../../features/rents/fair-rent-gauge.tsx'));

/** `locality`: the listing's, which the gauge names when its city's figures stand in for it. */
export function FairRent({ listingId, locality }: { listingId: number; locality: string }) {
  const [shown, setShown] = useState(false);
  useEffect(() => setShown(true), []);
  const space = <div data-rent-gauge="loading" className="min-h-20" />;
  if (!shown) return space;
  return (
    <Suspense fallback={space}>
      <FairRentGauge listingId={listingId} locality={locality} />
    </Suspense>
  );
}
