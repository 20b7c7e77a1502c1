// Where the locality names of a plain map go (docs/decisions/0064-search-map.md): each name
// beside its locality's centre where no price pin, cluster or name placed before it is, trying
// the centre first, then above, below, right, left and the corners, then further out; a name
// that fits nowhere is left out. Everything is in pixels of the map's container.

export type Box = { left: number; top: number; width: number; height: number };

/** A name to place: its locality's centre (x, y) and the size of its text. */
export type LabelWish = { key: string; x: number; y: number; width: number; height: number };

/** Where a name went: its centre moved (dx, dy) from its locality's centre. */
export type PlacedLabel = { key: string; dx: number; dy: number };

/** Space kept between a name and anything beside it. */
const GAP = 4;

const overlaps = (a: Box, b: Box) =>
  a.left < b.left + b.width &&
  b.left < a.left + a.width &&
  a.top < b.top + b.height &&
  b.top < a.top + a.height;

const inside = (box: Box, view: Box) =>
  box.left >= view.left &&
  box.top >= view.top &&
  box.left + box.width <= view.left + view.width &&
  box.top + box.height <= view.top + view.height;

/** The moves tried for a name of this size, nearest first. */
const movesFor = (width: number, height: number): [number, number][] => {
  const across = width / 2 + GAP * 2;
  const down = height + GAP;
  return [
    [0, 0],
    [0, -down],
    [0, down],
    [across, 0],
    [-across, 0],
    [across, -down],
    [-across, -down],
    [across, down],
    [-across, down],
    [0, -2 * down],
    [0, 2 * down],
  ];
};

/**
 * Places the names in the order given (the first are the likeliest to be shown), keeping each
 * clear of `obstacles`, of the names placed before it, and inside `view`.
 */
export const placeLabels = (wishes: readonly LabelWish[], obstacles: readonly Box[], view: Box) => {
  const taken: Box[] = [...obstacles];
  const placed: PlacedLabel[] = [];
  for (const wish of wishes) {
    for (const [dx, dy] of movesFor(wish.width, wish.height)) {
      const box = {
        left: wish.x + dx - wish.width / 2,
        top: wish.y + dy - wish.height / 2,
        width: wish.width,
        height: wish.height,
      };
      const padded = {
        left: box.left - GAP,
        top: box.top - GAP / 2,
        width: box.width + 2 * GAP,
        height: box.height + GAP,
      };
      if (!inside(box, view) || taken.some((other) => overlaps(padded, other))) continue;
      taken.push(box);
      placed.push({ key: wish.key, dx, dy });
      break;
    }
  }
  return placed;
};
