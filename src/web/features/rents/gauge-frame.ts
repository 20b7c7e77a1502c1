// The fair-rent gauge's card, and the space kept for it while its code and its answer load: the
// same box, so the listing page does not move when the gauge is drawn
// (docs/decisions/0150-a-listing-page-pays-its-way.md). 14 rem is the gauge as drawn on a 412 px
// phone (heading, a two-line sentence, the bar and its legend); a longer sentence may grow it.
export const GAUGE_FRAME = 'mt-3 min-h-56 rounded-xl bg-white p-3 shadow-sm';
