// A small seeded PRNG (mulberry32) so the demo content is the same on every machine
// and every run: same posters, same listings, same pictures.

export type Random = {
  /** A float in [0, 1). */
  next: () => number;
  /** An integer in [min, max], both included. */
  int: (min: number, max: number) => number;
  pick: <T>(items: readonly T[]) => T;
  chance: (probability: number) => boolean;
  shuffle: <T>(items: readonly T[]) => T[];
  /** `count` distinct items, in random order. */
  sample: <T>(items: readonly T[], count: number) => T[];
  /**
   * `count` items in which every one of `values` appears at least once and the rest
   * are drawn from `extra` (defaults to `values`), shuffled: a deck that covers them all.
   */
  covering: <T>(values: readonly T[], count: number, extra?: readonly T[]) => T[];
};

export const createRandom = (seed: number): Random => {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T;
  const shuffle = <T>(items: readonly T[]) => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = Math.floor(next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  };
  return {
    next,
    int,
    pick,
    chance: (probability) => next() < probability,
    shuffle,
    sample: (items, count) => shuffle(items).slice(0, count),
    covering: (values, count, extra = values) => {
      const deck = [...values];
      while (deck.length < count) deck.push(pick(extra));
      return shuffle(deck);
    },
  };
};
