import { describe, expect, it } from 'vitest';
import { type Box, type LabelWish, placeLabels } from './place-labels.ts';

const VIEW: Box = { left: 0, top: 0, width: 400, height: 400 };
const name = (key: string, x: number, y: number, width = 80): LabelWish => ({ key, x, y, width, height: 16 });
/** A price pin as the map draws it: centred on its point, 30 px tall. */
const pin = (x: number, y: number, width = 54): Box => ({
  left: x - width / 2,
  top: y - 15,
  width,
  height: 30,
});

const boxOf = (wish: LabelWish, moved: { dx: number; dy: number }): Box => ({
  left: wish.x + moved.dx - wish.width / 2,
  top: wish.y + moved.dy - wish.height / 2,
  width: wish.width,
  height: wish.height,
});
const overlaps = (a: Box, b: Box) =>
  a.left < b.left + b.width &&
  b.left < a.left + a.width &&
  a.top < b.top + b.height &&
  b.top < a.top + a.height;

describe('placing locality names on a plain map', () => {
  it('puts a name on its locality’s centre when nothing is there', () => {
    expect(placeLabels([name('Baner', 200, 200)], [], VIEW)).toEqual([{ key: 'Baner', dx: 0, dy: 0 }]);
  });

  it('moves a name off the price pin that sits on its locality, and keeps it beside the centre', () => {
    const baner = name('Baner', 200, 200);
    const pins = [pin(200, 200)];
    const [placed] = placeLabels([baner], pins, VIEW);
    expect(placed).toBeDefined();
    expect(overlaps(boxOf(baner, placed!), pins[0]!)).toBe(false);
    expect(Math.hypot(placed!.dx, placed!.dy)).toBeLessThan(100);
  });

  it('keeps names off each other', () => {
    const wishes = [name('Aundh', 200, 200), name('Baner', 204, 202), name('Balewadi', 198, 198)];
    const placed = placeLabels(wishes, [], VIEW);
    expect(placed.map((p) => p.key)).toEqual(['Aundh', 'Baner', 'Balewadi']);
    const boxes = placed.map((p, i) => boxOf(wishes[i]!, p));
    for (const [i, a] of boxes.entries())
      for (const b of boxes.slice(i + 1)) expect(overlaps(a, b), JSON.stringify([a, b])).toBe(false);
  });

  it('leaves out a name that fits nowhere near its locality, and one outside the view', () => {
    const crowd = [-60, -30, 0, 30, 60].flatMap((dy) =>
      [-90, 0, 90].map((dx) => pin(200 + dx, 200 + dy, 100)),
    );
    expect(placeLabels([name('Wakad', 200, 200)], crowd, VIEW)).toEqual([]);
    expect(placeLabels([name('Hinjewadi', 10, 200)], [], VIEW)).toEqual([
      { key: 'Hinjewadi', dx: 48, dy: 0 },
    ]);
    expect(placeLabels([name('Mulshi', -50, 200)], [], VIEW)).toEqual([]);
  });
});
