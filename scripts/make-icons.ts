// `npm run icons`: the home-screen icons of the web app manifest (vite.config.ts), drawn from the
// logo (src/web/public/favicon.svg): 192 and 512 px, and a 512 px maskable icon whose logo sits
// inside the central safe zone on a full-bleed background, so a round or squircle mask never
// cuts it. The PNGs are committed; run again when the logo changes.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const publicDir = path.resolve(import.meta.dirname, '../src/web/public');
const logo = readFileSync(path.join(publicDir, 'favicon.svg'));
/** The logo's own background colour, which the maskable icon bleeds to its edges. */
const BACKGROUND = '#effaf9';

const render = (size: number) =>
  sharp(logo, { density: (72 * size) / 24 })
    .resize(size, size)
    .png();

for (const size of [192, 512]) {
  await render(size).toFile(path.join(publicDir, `icons/icon-${size}.png`));
}
// The safe zone of a maskable icon is a circle of 80% of its width; the logo's square fits in 70%.
const inner = Math.round(512 * 0.7);
await sharp({ create: { width: 512, height: 512, channels: 4, background: BACKGROUND } })
  .composite([{ input: await render(inner).toBuffer(), gravity: 'centre' }])
  .png()
  .toFile(path.join(publicDir, 'icons/icon-maskable-512.png'));
console.info('icons written to src/web/public/icons');
