// Where toasts appear (top centre, coloured by kind). The toast library loads with the first
// toast, not with the page (../toast.ts).
import { lazy, Suspense, useEffect, useState } from 'react';
import { whenToasterWanted } from '../toast.ts';

const Toaster = lazy(() => import('./toaster.tsx'));

export function ToasterHost() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => whenToasterWanted(() => setWanted(true)), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
