// A tap on a drawn page's button in the moments before React takes the page over: the page's
// code is still loading, nothing listens yet, and the tap would be lost. The tap is held and,
// once React listens, made again on the same button; React then takes that part over at once and
// handles it. Only the last tap is kept, and links are left alone: they work without scripts
// (docs/decisions/0082-early-taps-are-kept.md).

let held: HTMLButtonElement | null = null;

const hold = (event: MouseEvent) => {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (!button || button.disabled) return;
  // A submit button would otherwise send its form the old way, reloading the page.
  event.preventDefault();
  held = button;
};

/** From now until `replayEarlyTap`, taps on buttons are held. */
export const holdEarlyTaps = () => document.addEventListener('click', hold, true);

/** Stops holding taps and makes the last one again, if its button is still on the page. */
export const replayEarlyTap = () => {
  document.removeEventListener('click', hold, true);
  const button = held;
  held = null;
  if (button?.isConnected) button.click();
};
