// `npm run bench:images`: how long the listing photo pipeline takes for one phone
// photo of about 2 MB and 12 megapixels (4000 x 3000), and how big each stored size is, WebP and
// AVIF, with each size's PSNR against the pixels it was made from (no cache is involved).
// The photo is generated: a gradient with detail at several scales (hard to compress,
// like a real photo), saved as JPEG at the quality that lands closest to 2 MB without passing the limit.

import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { encodeAvif, encodeWebp } from '../src/server/features/media/encode-sizes.ts';
import { processImage } from '../src/server/features/media/image-pipeline.ts';
import { MAX_IMAGE_BYTES } from '../src/shared/constants.ts';

const WIDTH = 4000;
const HEIGHT = 3000;
const RUNS = 7;

const makeNoisyPixels = () => {
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  let seed = 20261122;
  const random = () => {
    seed = (seed * 1664525 + 1013904223) >>> 0;
    return seed / 2 ** 32;
  };
  // Detail at several scales (pixel grain, 8 px texture, 64 px shapes) so the smaller
  // sizes keep detail too, as a real room photo does; plain pixel noise would blur away.
  const grid = (cell: number) => {
    const cols = Math.ceil(WIDTH / cell) + 1;
    const values = Array.from({ length: cols * (Math.ceil(HEIGHT / cell) + 1) }, () => random() - 0.5);
    return (x: number, y: number) => values[Math.floor(y / cell) * cols + Math.floor(x / cell)]!;
  };
  const texture = grid(8);
  const shapes = grid(64);
  for (let y = 0; y < HEIGHT; y += 1) {
    for (let x = 0; x < WIDTH; x += 1) {
      const i = (y * WIDTH + x) * 3;
      const noise = (random() - 0.5) * 36 + texture(x, y) * 40 + shapes(x, y) * 90;
      pixels[i] = Math.max(0, Math.min(255, (x / WIDTH) * 200 + 30 + noise));
      pixels[i + 1] = Math.max(0, Math.min(255, (y / HEIGHT) * 180 + 40 + noise));
      pixels[i + 2] = Math.max(0, Math.min(255, ((x + y) / (WIDTH + HEIGHT)) * 150 + 60 + noise));
    }
  }
  return pixels;
};

/** The highest JPEG quality whose file stays within 2 MB. */
const photoNearTwoMegabytes = async (pixels: Buffer) => {
  const encode = (quality: number) =>
    sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
      .jpeg({ quality })
      .toBuffer();
  let low = 1;
  let high = 100;
  let best = await encode(low);
  while (low <= high) {
    const mid = Math.floor((low + high) / 2);
    const jpeg = await encode(mid);
    if (jpeg.length <= MAX_IMAGE_BYTES) {
      best = jpeg;
      low = mid + 1;
    } else {
      high = mid - 1;
    }
  }
  return { jpeg: best, quality: high };
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

const { jpeg, quality } = await photoNearTwoMegabytes(makeNoisyPixels());
const meta = await sharp(jpeg).metadata();
console.info(
  `input: ${meta.width} x ${meta.height} JPEG, quality ${quality}, ${jpeg.length.toLocaleString('en-IN')} bytes (${kb(jpeg.length)})`,
);

/** PSNR in dB of an encoded picture against the pixels it was made from. */
const psnr = async (encoded: Buffer, width: number) => {
  const reference = await sharp(jpeg).rotate().resize({ width }).raw().toBuffer();
  const decoded = await sharp(encoded).removeAlpha().raw().toBuffer();
  let squares = 0;
  for (let i = 0; i < reference.length; i += 1) squares += (decoded[i]! - reference[i]!) ** 2;
  return 10 * Math.log10((255 * 255) / (squares / reference.length));
};

const timed = async (run: () => Promise<unknown>) => {
  await run(); // warm-up: loads libvips code paths and caches
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  return `median ${median.toFixed(0)} ms, min ${times[0]!.toFixed(0)} ms, max ${times.at(-1)!.toFixed(0)} ms over ${RUNS} runs`;
};

console.info(
  `sharp concurrency ${sharp.concurrency()}, ${availableParallelism()} CPUs, load ${loadavg()[0]!.toFixed(1)}`,
);
console.info(
  `WebP only, every size (photos stored before AVIF, uploads): ${await timed(() => processImage(jpeg))}`,
);
const listing = { avif: true, deferLarge: true };
console.info(
  `a listing photo until the answer (card/sm/md WebP, sm/md AVIF, 1600 px source): ${await timed(() => processImage(jpeg, listing))}`,
);
const all = await processImage(jpeg, { avif: true });
console.info(
  `a listing photo, every size at once (4 WebP, 3 AVIF): ${await timed(() => processImage(jpeg, { avif: true }))}`,
);
const later = await processImage(jpeg, listing);
const sourceMeta = await sharp(later.source!).metadata();
console.info(
  `  the job's part (decode the ${sourceMeta.width} px source, 1600 px WebP and AVIF): ${await timed(
    async () => {
      const { data, info } = await sharp(later.source!).raw().toBuffer({ resolveWithObject: true });
      const r = { width: info.width, height: info.height, channels: info.channels };
      await Promise.all([encodeWebp(data, r, 'lg'), encodeAvif(data, r, 'lg')]);
    },
  )}; source ${kb(later.source!.length)}`,
);
for (const size of ['card', 'sm', 'md', 'lg'] as const) {
  const webp = all.variants[size]!;
  const m = await sharp(webp).metadata();
  const avif = size === 'card' ? undefined : all.avif[size];
  const avifText = avif
    ? `, AVIF ${avif.length.toLocaleString('en-IN')} bytes (${kb(avif.length)}, PSNR ${(await psnr(avif, m.width!)).toFixed(2)} dB)`
    : '';
  console.info(
    `  ${size}: ${m.width} x ${m.height}: WebP ${webp.length.toLocaleString('en-IN')} bytes (${kb(webp.length)}, PSNR ${(await psnr(webp, m.width!)).toFixed(2)} dB)${avifText}`,
  );
}
const total = (parts: Partial<Record<string, Buffer>>) =>
  Object.values(parts).reduce((sum, out) => sum + out!.length, 0);
const stored = total(all.variants) + total(all.avif);
console.info(
  `  all sizes: ${stored.toLocaleString('en-IN')} bytes, ${((stored / jpeg.length) * 100).toFixed(1)}% of the upload`,
);
