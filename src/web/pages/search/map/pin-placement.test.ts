import { describe, expect, it } from 'vitest';
import { clusterSize, marksOverlap, type PinMark, placePins } from './pin-placement.ts';

/** A price pin as the map draws it: 30 px tall, its width from its label. */
const pin = (id: string, x: number, y: number, width = 54): PinMark<string> => ({
  x,
  y,
  width,
  height: 30,
  count: 1,
  items: [id],
});
const cluster = (id: string, x: number, y: number, count: number): PinMark<string> => ({
  x,
  y,
  ...clusterSize(count),
  count,
  items: [id],
});

const noneOverlap = (marks: PinMark<string>[]) =>
  marks.every((a, i) => marks.every((b, j) => i === j || !marksOverlap(a, b)));

describe('placing price pins', () => {
  it('leaves pins whose boxes are apart where they are', () => {
    const marks = [pin('a', 100, 100), pin('b', 160, 100), pin('c', 100, 140)];
    expect(placePins(marks)).toHaveLength(3);
  });

  it('groups two pins whose drawn boxes overlap, though their points are 40 px apart, into one counted cluster between them', () => {
    const [group, ...rest] = placePins([pin('a', 100, 100, 63), pin('b', 140, 100, 63)]);
    expect(rest).toEqual([]);
    expect(group).toMatchObject({ count: 2, x: 120, y: 100, width: 40, height: 40 });
    expect(group!.items.sort()).toEqual(['a', 'b']);
  });

  it('keeps pins that only touch apart by the gap', () => {
    expect(placePins([pin('a', 100, 100, 50), pin('b', 153, 100, 50)])).toHaveLength(2);
    expect(placePins([pin('a', 100, 100, 50), pin('b', 151, 100, 50)])).toHaveLength(1);
  });

  it('lets a pin join a cluster beside it, the cluster counting its homes', () => {
    const [group, ...rest] = placePins([pin('a', 120, 100), cluster('c', 100, 100, 12)]);
    expect(rest).toEqual([]);
    expect(group!.count).toBe(13);
    expect(group!.x).toBeCloseTo((100 * 12 + 120) / 13);
  });

  it('keeps grouping when a grown cluster meets marks that were clear of its parts', () => {
    // a and b meet; their cluster, between them and wider, then meets c, which neither did.
    const marks = [pin('a', 100, 100, 40), pin('b', 138, 100, 40), pin('c', 119, 135, 40)];
    expect(marksOverlap(marks[0]!, marks[2]!)).toBe(false);
    expect(marksOverlap(marks[1]!, marks[2]!)).toBe(false);
    const placed = placePins(marks);
    expect(placed).toHaveLength(1);
    expect(placed[0]!.count).toBe(3);
  });

  it('leaves no two marks overlapping, whatever a crowd of pins and clusters', () => {
    // A seeded crowd: 300 marks in a 400 x 300 view, as a zoomed-out city draws them.
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    const marks = Array.from({ length: 300 }, (_, i) =>
      i % 10 === 0
        ? cluster(`c${i}`, random() * 400, random() * 300, 2 + Math.floor(random() * 150))
        : pin(`p${i}`, random() * 400, random() * 300, 45 + Math.floor(random() * 30)),
    );
    const placed = placePins(marks);
    expect(noneOverlap(placed)).toBe(true);
    expect(placed.reduce((sum, mark) => sum + mark.count, 0)).toBe(
      marks.reduce((sum, mark) => sum + mark.count, 0),
    );
    expect(placed.flatMap((mark) => mark.items)).toHaveLength(300);
  });
});
