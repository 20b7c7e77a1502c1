// A part of a page whose code loads after the first render (the footer, the test-mode banner, the
// end of the home page), in a Suspense boundary of its own that nothing above re-renders. On a
// page the server drew, the boundary keeps the server's HTML until its code is here; a re-render
// of the parent meanwhile (the session check answering, the rest of the texts arriving) would
// make React drop that HTML and draw the part again, moving the page
// (docs/decisions/0076-public-pages-rendered-on-the-server.md).
import { type ComponentType, memo, Suspense } from 'react';

export const later = (Part: ComponentType) =>
  memo(function Later() {
    return (
      <Suspense fallback={null}>
        <Part />
      </Suspense>
    );
  });
