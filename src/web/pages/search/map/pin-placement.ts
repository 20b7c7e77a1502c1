// Price pins never overlap (docs/product/search.md#map): the clustering index gathers homes by
// distance, which says nothing of how wide a pin's price is drawn, so pins and clusters whose
// drawn boxes (with a small gap) still meet at the map's zoom are grouped into one counted
// cluster, until no two meet. Everything is in pixels of the map's container; a mark's x, y is
// the centre of its box.

/** A pin or a cluster as the map would draw it, with what it stands for. */
export type PinMark<T> = { x: number; y: number; width: number; height: number; count: number; items: T[] };

/** Space kept between two marks, so they never touch either. */
export const PIN_GAP = 2;

/** A cluster's drawn size, from how many homes it holds. */
export const clusterSize = (count: number) => {
  const size = count < 10 ? 40 : count < 100 ? 48 : 56;
  return { width: size, height: size };
};

export const marksOverlap = (a: PinMark<unknown>, b: PinMark<unknown>, gap = PIN_GAP) =>
  Math.abs(a.x - b.x) * 2 < a.width + b.width + 2 * gap &&
  Math.abs(a.y - b.y) * 2 < a.height + b.height + 2 * gap;

/** One cluster of both, at their centre weighted by the homes each holds. */
const merge = <T>(a: PinMark<T>, b: PinMark<T>): PinMark<T> => {
  const count = a.count + b.count;
  return {
    x: (a.x * a.count + b.x * b.count) / count,
    y: (a.y * a.count + b.y * b.count) / count,
    ...clusterSize(count),
    count,
    items: [...a.items, ...b.items],
  };
};

/**
 * Groups the marks until none overlaps another. A mark is checked against every other after
 * each time it grows or moves, so when the loop ends no pair meets. Larger marks go first, so
 * a stray pin joins the cluster beside it rather than the other way round.
 */
export const placePins = <T>(marks: PinMark<T>[], gap = PIN_GAP): PinMark<T>[] => {
  const placed = [...marks].sort((a, b) => b.count - a.count || a.y - b.y || a.x - b.x);
  for (let i = 0; i < placed.length; i += 1) {
    let j = 0;
    while (j < placed.length) {
      if (j !== i && marksOverlap(placed[i]!, placed[j]!, gap)) {
        placed[i] = merge(placed[i]!, placed[j]!);
        placed.splice(j, 1);
        if (j < i) i -= 1;
        j = 0;
      } else j += 1;
    }
  }
  return placed;
};
