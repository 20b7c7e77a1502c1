// Outside views: an apartment society and a weekend home with a pool.
import type { Random } from '../random.ts';
import { CANVAS, circle, ellipse, hsl, path, rect, svg, verticalGradient } from './svg.ts';

const sky = (random: Random) => {
  const evening = random.chance(0.25);
  const top = evening ? hsl(random.int(15, 35), 80, 70) : hsl(random.int(195, 212), 70, 62);
  const bottom = evening ? hsl(random.int(40, 50), 90, 85) : hsl(random.int(190, 205), 65, 88);
  const clouds = Array.from({ length: random.int(2, 4) }, () => {
    const x = random.int(40, 760);
    const y = random.int(40, 170);
    return (
      ellipse(x, y, 60, 16, '#ffffff', 'opacity="0.85"') +
      ellipse(x + 25, y - 12, 35, 16, '#ffffff', 'opacity="0.85"')
    );
  }).join('');
  return {
    defs: verticalGradient('sky', top, bottom),
    body: rect(0, 0, CANVAS.width, CANVAS.height, 'url(#sky)') + clouds,
  };
};

const tree = (random: Random, x: number, groundY: number, size: number) =>
  rect(x - size * 0.08, groundY - size, size * 0.16, size, hsl(25, 45, 30)) +
  circle(x, groundY - size * 1.1, size * 0.5, hsl(random.int(100, 140), 45, random.int(30, 42))) +
  circle(
    x - size * 0.3,
    groundY - size * 0.85,
    size * 0.35,
    hsl(random.int(100, 140), 45, random.int(32, 44)),
  );

const tower = (random: Random, x: number, width: number, top: number, groundY: number) => {
  const hue = random.pick([30, 200, 15, 45, 0, 210]);
  const wall = hsl(hue, random.int(10, 35), random.int(70, 88));
  const trim = hsl(hue, 25, 50);
  const cols = Math.max(2, Math.floor(width / 48));
  const rows = Math.floor((groundY - top - 30) / 42);
  const windows: string[] = [];
  for (let r = 0; r < rows; r += 1) {
    for (let c = 0; c < cols; c += 1) {
      const lit = random.chance(0.2);
      const wx = x + 14 + c * ((width - 28) / cols);
      const wy = top + 22 + r * 42;
      windows.push(
        rect(wx, wy, (width - 28) / cols - 12, 24, lit ? hsl(45, 90, 75) : hsl(205, 45, 62), 'rx="2"'),
      );
      windows.push(rect(wx - 3, wy + 24, (width - 28) / cols - 6, 4, trim));
    }
  }
  return (
    rect(x, top, width, groundY - top, wall) +
    rect(x - 6, top - 10, width + 12, 12, trim) +
    windows.join('') +
    rect(x + width / 2 - 16, groundY - 44, 32, 44, hsl(hue, 30, 35))
  );
};

export const drawSociety = (random: Random) => {
  const { defs, body } = sky(random);
  const groundY = 500;
  const buildings = random.int(2, 3);
  const parts: string[] = [];
  for (let i = 0; i < buildings; i += 1) {
    const width = random.int(150, 210);
    const x = 40 + i * (720 / buildings) + random.int(0, 40);
    parts.push(tower(random, x, width, random.int(90, 260), groundY));
  }
  const trees = Array.from({ length: random.int(3, 6) }, (_, i) =>
    tree(random, 60 + i * 140 + random.int(-20, 20), groundY + 10, random.int(50, 80)),
  ).join('');
  const ground =
    rect(0, groundY, CANVAS.width, CANVAS.height - groundY, hsl(random.int(90, 120), 35, 50)) +
    rect(0, groundY + 55, CANVAS.width, 45, hsl(0, 0, 45)) +
    rect(0, groundY + 75, CANVAS.width, 4, '#f5f5f5', 'stroke-dasharray="30 20"');
  return svg(body + parts.join('') + ground + trees, defs);
};

export const drawWeekendHome = (random: Random) => {
  const { defs, body } = sky(random);
  const hills =
    path(
      `M0 380 Q200 ${random.int(230, 300)} 400 360 T800 ${random.int(300, 360)} V600 H0Z`,
      hsl(random.int(100, 140), 30, 55),
    ) +
    path(`M0 430 Q250 ${random.int(340, 380)} 520 420 T800 400 V600 H0Z`, hsl(random.int(90, 130), 40, 45));
  const wall = hsl(random.pick([35, 20, 45, 0]), random.int(20, 45), random.int(80, 92));
  const roof = hsl(random.pick([5, 15, 200, 25]), random.int(40, 60), random.int(30, 42));
  const glass = hsl(200, 50, 70);
  // Half are bungalows, half have an upper floor with a balcony; they sit left or right.
  const storeys = random.chance(0.5) ? 2 : 1;
  const x = random.chance(0.5) ? 150 : 300;
  const top = storeys === 2 ? 180 : 280;
  const upper =
    storeys === 2
      ? rect(x + 40, 200, 260, 70, glass, 'stroke="#ffffff" stroke-width="6"') +
        rect(x + 20, 262, 300, 10, hsl(0, 0, 96)) +
        rect(x + 20, 240, 300, 4, hsl(0, 0, 96))
      : '';
  const house =
    rect(x, top, 340, 450 - top, wall) +
    path(`M${x - 20} ${top + 10} L${x + 170} ${top - 90} L${x + 360} ${top + 10}Z`, roof) +
    upper +
    rect(x + 40, 320, 90, 80, glass, 'stroke="#ffffff" stroke-width="6"') +
    rect(x + 210, 320, 90, 80, glass, 'stroke="#ffffff" stroke-width="6"') +
    rect(x + 145, 360, 50, 90, hsl(25, 50, 35));
  const poolHue = random.int(185, 200);
  const pool =
    rect(
      x === 150 ? 80 : 300,
      480,
      420,
      70,
      hsl(poolHue, 75, 55),
      'rx="10" stroke="#f0ece4" stroke-width="10"',
    ) +
    rect(x === 150 ? 110 : 330, 500, 120, 4, '#ffffff', 'opacity="0.6"') +
    rect(x === 150 ? 290 : 510, 522, 150, 4, '#ffffff', 'opacity="0.6"');
  const palms = (x === 150 ? [600, 710] : [70, 170])
    .map((x) => {
      const h = random.int(150, 200);
      const leaves = [-60, -20, 20, 60, 100]
        .map((a) =>
          ellipse(
            x,
            450 - h,
            55,
            12,
            hsl(random.int(100, 130), 50, 32),
            `transform="rotate(${a} ${x} ${450 - h})"`,
          ),
        )
        .join('');
      return (
        path(
          `M${x - 6} 460 Q${x + 10} ${460 - h / 2} ${x} ${450 - h} L${x + 6} ${450 - h} Q${x + 18} ${460 - h / 2} ${x + 6} 460Z`,
          hsl(30, 40, 35),
        ) + leaves
      );
    })
    .join('');
  return svg(body + hills + house + pool + palms, defs);
};
