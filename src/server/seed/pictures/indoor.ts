// Rooms inside a home: living room, bedroom, kitchen and a shared room of a PG or
// co-living place. Wall, sofa and bedding colours vary so no two look alike.
import type { Random } from '../random.ts';
import { CANVAS, circle, ellipse, floorBoards, hsl, path, plant, rect, skyWindow, svg } from './svg.ts';

const FLOOR_Y = 430;

const walls = (random: Random) => {
  const hue = random.int(0, 359);
  return { hue, body: rect(0, 0, CANVAS.width, FLOOR_Y, hsl(hue, random.int(15, 40), random.int(82, 92))) };
};

const frame = (random: Random, x: number, y: number, w: number, h: number) =>
  rect(x, y, w, h, hsl(30, 30, 30)) +
  rect(x + 6, y + 6, w - 12, h - 12, hsl(random.int(0, 359), 45, 70)) +
  circle(x + w * 0.35, y + h * 0.45, Math.min(w, h) * 0.18, hsl(random.int(0, 359), 60, 55)) +
  path(
    `M${x + 6} ${y + h - 6} L${x + w * 0.6} ${y + h * 0.5} L${x + w - 6} ${y + h - 6}Z`,
    hsl(random.int(0, 359), 40, 45),
  );

const lamp = (random: Random, x: number, floorY: number) =>
  rect(x - 3, floorY - 190, 6, 190, hsl(0, 0, 25)) +
  ellipse(x, floorY, 26, 6, hsl(0, 0, 25)) +
  path(
    `M${x - 34} ${floorY - 180} L${x - 20} ${floorY - 240} H${x + 20} L${x + 34} ${floorY - 180}Z`,
    hsl(random.int(30, 50), 70, 80),
  );

export const drawLivingRoom = (random: Random) => {
  const { hue, body } = walls(random);
  const sofa = hsl(hue + 180 + random.int(-30, 30), random.int(30, 55), random.int(35, 55));
  const cushion = hsl(random.int(0, 359), 60, 65);
  const parts = [
    body,
    floorBoards(random, FLOOR_Y),
    skyWindow(random, 480, 90, 220, 200, '#ffffff'),
    rect(455, 70, 30, 300, hsl(hue + 40, 40, 60), 'opacity="0.9"'),
    rect(695, 70, 30, 300, hsl(hue + 40, 40, 60), 'opacity="0.9"'),
    frame(random, 120, 110, 150, 110),
    ellipse(330, 520, 230, 45, hsl(random.int(0, 359), 40, 60), 'opacity="0.9"'),
    rect(90, 330, 380, 110, sofa, 'rx="22"'),
    rect(70, 360, 50, 110, sofa, 'rx="16"'),
    rect(440, 360, 50, 110, sofa, 'rx="16"'),
    rect(110, 400, 340, 60, sofa, 'rx="12" opacity="0.9"'),
    rect(130, 345, 70, 55, cushion, 'rx="12"'),
    rect(360, 345, 70, 55, cushion, 'rx="12"'),
    rect(250, 490, 170, 16, hsl(30, 35, 30), 'rx="6"'),
    rect(265, 506, 10, 40, hsl(30, 35, 30)),
    rect(395, 506, 10, 40, hsl(30, 35, 30)),
    lamp(random, 40 + random.int(0, 10), FLOOR_Y + 30),
    plant(random, 620, 470, 70),
  ];
  return svg(parts.join(''));
};

export const drawBedroom = (random: Random) => {
  const { hue, body } = walls(random);
  const wood = hsl(random.int(20, 35), 40, random.int(30, 45));
  const duvet = hsl(random.int(0, 359), random.int(35, 60), random.int(55, 72));
  const parts = [
    body,
    floorBoards(random, FLOOR_Y),
    skyWindow(random, 90, 100, 170, 170, '#ffffff'),
    frame(random, 430, 90, 120, 90),
    rect(300, 210, 360, 150, wood, 'rx="14"'),
    rect(280, 340, 400, 130, '#f8f6f2', 'rx="10"'),
    rect(270, 380, 420, 110, duvet, 'rx="12"'),
    rect(310, 320, 130, 50, '#ffffff', 'rx="18"'),
    rect(520, 320, 130, 50, '#ffffff', 'rx="18"'),
    rect(270, 486, 16, 30, wood),
    rect(674, 486, 16, 30, wood),
    rect(200, 370, 70, 90, wood, 'rx="6"'),
    rect(690, 370, 70, 90, wood, 'rx="6"'),
    ellipse(235, 350, 24, 20, hsl(hue + 60, 60, 75)),
    rect(231, 355, 8, 15, hsl(0, 0, 30)),
    rect(20, 200, 60, 260, hsl(random.int(20, 35), 30, 55), 'rx="4"'),
    plant(random, 740, 470, 55),
  ];
  return svg(parts.join(''));
};

export const drawKitchen = (random: Random) => {
  const hue = random.int(0, 359);
  const tile = hsl(hue, random.int(15, 35), random.int(82, 92));
  const cabinet = hsl(random.pick([hue + 180, 30, 200, 150]), random.int(25, 50), random.int(40, 62));
  const tiles = Array.from({ length: 10 }, (_, i) =>
    rect(0, 180 + i * 26, CANVAS.width, 2, hsl(hue, 10, 75)),
  ).join('');
  const doors = Array.from({ length: 6 }, (_, i) => {
    const x = 40 + i * 120;
    return rect(x, 400, 108, 150, cabinet, 'rx="4"') + rect(x + 48, 420, 12, 4, hsl(0, 0, 80), 'rx="2"');
  }).join('');
  const uppers = [40, 160, 520, 640]
    .map((x) => rect(x, 60, 108, 110, cabinet, 'rx="4"') + rect(x + 48, 150, 12, 4, hsl(0, 0, 80)))
    .join('');
  const parts = [
    rect(0, 0, CANVAS.width, CANVAS.height, tile),
    tiles,
    skyWindow(random, 300, 70, 180, 140, '#ffffff'),
    uppers,
    rect(20, 370, 760, 30, hsl(0, 0, random.int(20, 40))),
    doors,
    rect(0, 550, CANVAS.width, 50, hsl(30, 20, 45)),
    rect(540, 340, 140, 30, hsl(0, 0, 20), 'rx="4"'),
    circle(575, 350, 14, hsl(0, 0, 40)),
    circle(645, 350, 14, hsl(0, 0, 40)),
    path('M560 200 H660 L690 280 H530Z', hsl(0, 0, 75)),
    rect(100, 320, 40, 50, hsl(random.int(0, 359), 50, 55), 'rx="6"'),
    rect(150, 335, 30, 35, hsl(random.int(0, 359), 50, 60), 'rx="6"'),
    plant(random, 240, 372, 40),
  ];
  return svg(parts.join(''));
};

/** A shared room: two or three single beds with a study desk, as in a PG or co-living place. */
export const drawSharedRoom = (random: Random) => {
  const { body } = walls(random);
  const beds = random.int(2, 3);
  const frameColour = hsl(random.int(20, 35), 35, 35);
  const bedWidth = beds === 2 ? 240 : 180;
  const bedParts = Array.from({ length: beds }, (_, i) => {
    const x = 40 + i * (bedWidth + 30);
    const sheet = hsl(random.int(0, 359), random.int(35, 60), random.int(55, 72));
    return (
      rect(x, 300, 18, 200, frameColour) +
      rect(x, 400, bedWidth, 70, '#f6f4ef', 'rx="8"') +
      rect(x + 30, 420, bedWidth - 30, 60, sheet, 'rx="8"') +
      rect(x + 24, 380, 70, 34, '#ffffff', 'rx="12"') +
      rect(x + bedWidth - 12, 440, 12, 60, frameColour)
    );
  }).join('');
  const desk =
    rect(620, 330, 160, 14, frameColour) +
    rect(630, 344, 10, 120, frameColour) +
    rect(760, 344, 10, 120, frameColour) +
    rect(660, 280, 80, 50, hsl(0, 0, 25), 'rx="4"') +
    rect(666, 286, 68, 38, hsl(205, 60, 65));
  const shelf =
    rect(600, 140, 180, 12, frameColour) +
    rect(610, 100, 30, 40, hsl(random.int(0, 359), 50, 50)) +
    rect(645, 110, 24, 30, hsl(random.int(0, 359), 50, 50));
  const parts = [
    body,
    floorBoards(random, FLOOR_Y + 40),
    skyWindow(random, 200, 90, 200, 150, '#ffffff'),
    shelf,
    desk,
    bedParts,
  ];
  return svg(parts.join(''));
};
