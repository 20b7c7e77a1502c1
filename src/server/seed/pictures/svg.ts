// Tiny helpers for the demo illustrations: every picture is an SVG string drawn on an
// 800 x 600 canvas and rasterised by sharp at the size needed.
import type { Random } from '../random.ts';

export const CANVAS = { width: 800, height: 600 } as const;

export const hsl = (h: number, s: number, l: number) =>
  `hsl(${Math.round(((h % 360) + 360) % 360)},${Math.round(s)}%,${Math.round(l)}%)`;

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" ${extra}/>`;

export const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" ${extra}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}" ${extra}/>`;

export const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}" ${extra}/>`;

export const svg = (body: string, defs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${CANVAS.width} ${CANVAS.height}">` +
  `<defs>${defs}</defs>${body}</svg>`;

export const verticalGradient = (id: string, top: string, bottom: string) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/>` +
  `<stop offset="1" stop-color="${bottom}"/></linearGradient>`;

/** A window onto a daytime sky, with a frame and a cross bar. */
export const skyWindow = (random: Random, x: number, y: number, w: number, h: number, frame: string) => {
  const skyHue = random.int(190, 215);
  const hills = path(
    `M${x} ${y + h * 0.75} Q${x + w * 0.3} ${y + h * 0.5} ${x + w * 0.6} ${y + h * 0.7} T${x + w} ${y + h * 0.65} V${y + h} H${x}Z`,
    hsl(random.int(90, 140), 35, 55),
  );
  return [
    rect(x - 10, y - 10, w + 20, h + 20, frame, 'rx="4"'),
    rect(x, y, w, h, hsl(skyHue, 70, 80)),
    circle(x + w * random.next(), y + h * 0.25, 14, hsl(48, 95, 75)),
    hills,
    rect(x + w / 2 - 4, y, 8, h, frame),
    rect(x, y + h / 2 - 4, w, 8, frame),
  ].join('');
};

/** A potted plant, leaves drawn as ellipses around the stem. */
export const plant = (random: Random, x: number, floorY: number, size: number) => {
  const green = hsl(random.int(95, 150), 45, 35);
  const pot = hsl(random.int(10, 30), 55, 45);
  const leaves = Array.from({ length: 6 }, (_, i) => {
    const angle = -150 + i * 24;
    return ellipse(
      x,
      floorY - size * 1.1,
      size * 0.22,
      size * 0.6,
      green,
      `transform="rotate(${angle + 90} ${x} ${floorY - size * 0.8})"`,
    );
  }).join('');
  return (
    leaves +
    path(
      `M${x - size * 0.35} ${floorY - size * 0.6} H${x + size * 0.35} L${x + size * 0.25} ${floorY} H${x - size * 0.25}Z`,
      pot,
    )
  );
};

/** Wooden floor boards from `y` to the bottom of the canvas. */
export const floorBoards = (random: Random, y: number) => {
  const hue = random.int(20, 38);
  const base = hsl(hue, 40, random.int(45, 65));
  const lines = Array.from({ length: 9 }, (_, i) =>
    rect(0, y + 14 + i * ((CANVAS.height - y) / 9), CANVAS.width, 2, hsl(hue, 35, 38), 'opacity="0.35"'),
  ).join('');
  return rect(0, y, CANVAS.width, CANVAS.height - y, base) + lines;
};
