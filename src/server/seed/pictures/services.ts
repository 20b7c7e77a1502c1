// Pictures for the local home services: one simple illustration per kind of service.
import type { Random } from '../random.ts';
import { CANVAS, circle, hsl, path, rect, svg } from './svg.ts';

export const SERVICE_KINDS = [
  'movers',
  'cleaning',
  'plumbing',
  'electrician',
  'pest-control',
  'painting',
] as const;
export type ServiceKind = (typeof SERVICE_KINDS)[number];

const background = (random: Random) => {
  const hue = random.int(0, 359);
  return {
    hue,
    body:
      rect(0, 0, CANVAS.width, CANVAS.height, hsl(hue, 45, 90)) +
      circle(400, 300, 230, hsl(hue, 50, 80)) +
      rect(0, 500, CANVAS.width, 100, hsl(hue, 30, 75)),
  };
};

const DRAW: Record<ServiceKind, (random: Random, hue: number) => string> = {
  movers: (random) => {
    const body = hsl(random.pick([5, 210, 140, 30]), 60, 45);
    const boxes = [0, 1, 2]
      .map((i) =>
        rect(150 + i * 70, 250 - (i % 2) * 40, 64, 64, hsl(32, 50, 60), 'stroke="#8a6a3a" stroke-width="3"'),
      )
      .join('');
    return (
      boxes +
      rect(130, 320, 330, 170, body, 'rx="10"') +
      path('M460 360 H570 L640 430 V490 H460Z', body) +
      rect(490, 375, 70, 50, hsl(200, 60, 80)) +
      circle(220, 500, 40, hsl(0, 0, 20)) +
      circle(220, 500, 16, hsl(0, 0, 70)) +
      circle(560, 500, 40, hsl(0, 0, 20)) +
      circle(560, 500, 16, hsl(0, 0, 70))
    );
  },
  cleaning: (random, hue) =>
    path('M280 300 H520 L490 500 H310Z', hsl(hue + 180, 55, 50)) +
    rect(270, 285, 260, 24, hsl(hue + 180, 55, 40), 'rx="8"') +
    circle(360, 270, 36, '#ffffff') +
    circle(420, 250, 44, '#ffffff') +
    circle(470, 275, 30, '#ffffff') +
    rect(560, 200, 20, 300, hsl(30, 40, 40)) +
    path('M530 500 H610 L630 540 H510Z', hsl(random.int(40, 60), 80, 55)) +
    path('M200 180 l12 30 l30 12 l-30 12 l-12 30 l-12 -30 l-30 -12 l30 -12Z', hsl(48, 95, 60)),
  plumbing: (_random, hue) =>
    rect(180, 220, 300, 50, hsl(0, 0, 65), 'rx="10"') +
    rect(430, 220, 50, 220, hsl(0, 0, 65), 'rx="10"') +
    rect(150, 205, 40, 80, hsl(0, 0, 50), 'rx="6"') +
    path('M455 440 q-20 40 0 60 q20 -20 0 -60Z', hsl(200, 80, 60)) +
    rect(520, 300, 40, 200, hsl(hue + 180, 50, 40), 'rx="8" transform="rotate(-30 540 400)"') +
    circle(600, 290, 50, hsl(hue + 180, 50, 40)) +
    circle(600, 290, 22, hsl(hue, 45, 90)),
  electrician: (random) =>
    circle(400, 260, 110, hsl(48, 95, random.int(65, 75))) +
    rect(355, 360, 90, 70, hsl(0, 0, 60), 'rx="8"') +
    rect(365, 430, 70, 30, hsl(0, 0, 45), 'rx="8"') +
    path('M390 190 L360 280 H400 L380 350 L450 240 H410 L430 190Z', hsl(30, 90, 50)),
  'pest-control': (random, hue) =>
    path('M400 150 L560 210 V320 Q560 440 400 500 Q240 440 240 320 V210Z', hsl(hue + 150, 45, 45)) +
    path(
      'M330 320 L385 375 L480 270',
      'none',
      'stroke="#ffffff" stroke-width="26" stroke-linecap="round" stroke-linejoin="round"',
    ) +
    rect(600, 260, 60, 160, hsl(random.int(0, 40), 70, 50), 'rx="10"') +
    rect(615, 230, 30, 30, hsl(0, 0, 30)),
  painting: (random) => {
    const paint = hsl(random.int(0, 359), 65, 55);
    return (
      rect(150, 150, 500, 140, paint, 'rx="14"') +
      rect(170, 170, 460, 100, hsl(0, 0, 100), 'opacity="0.25" rx="10"') +
      path('M650 220 H700 V330 H410 V380', 'none', `stroke="${hsl(0, 0, 35)}" stroke-width="16"`) +
      rect(395, 380, 30, 140, hsl(30, 40, 35), 'rx="6"') +
      path('M100 500 Q300 420 500 500', 'none', `stroke="${paint}" stroke-width="30" stroke-linecap="round"`)
    );
  },
};

export const drawService = (random: Random, kind: ServiceKind) => {
  const { hue, body } = background(random);
  return svg(body + DRAW[kind](random, hue));
};
