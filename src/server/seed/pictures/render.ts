// Rasterises the demo illustrations with sharp and stores them as WebP. Listing
// photos get the three sizes every listing photo has (features/media/image-keys.ts), drawn
// straight from the vector at each width so none is upscaled or blurred.
import sharp from 'sharp';
import type { Storage } from '../../adapters/storage.ts';
import { IMAGE_SIZES, type ImageRef, type ImageSize, imageObjectKey } from '../../features/media/index.ts';

/** The drawn size of a listing photo: 4:3, the frame every card and gallery uses. */
const PHOTO = { width: 1600, height: 1200 } as const;

const WEBP = { quality: 80, effort: 2 } as const;

const atSize = (svg: string, width: number, height: number) =>
  Buffer.from(
    svg.replace('<svg ', `<svg width="${width}" height="${height}" preserveAspectRatio="xMidYMid slice" `),
  );

export const renderWebp = (svg: string, width: number, height: number) =>
  sharp(atSize(svg, width, height))
    .webp(WEBP)
    .toBuffer();

const allStored = async (storage: Storage, keys: string[]) =>
  (await Promise.all(keys.map((key) => storage.exists(key)))).every(Boolean);

/** Stores one listing photo in its three sizes, unless a previous run already did. */
export const storePhoto = async (storage: Storage, key: string, draw: () => string): Promise<ImageRef> => {
  const sizes = Object.entries(IMAGE_SIZES) as [ImageSize, number][];
  if (
    !(await allStored(
      storage,
      sizes.map(([size]) => imageObjectKey(key, size)),
    ))
  ) {
    const svg = draw();
    for (const [size, maxWidth] of sizes) {
      const width = Math.min(maxWidth, PHOTO.width);
      const height = Math.round((width * PHOTO.height) / PHOTO.width);
      await storage.put(imageObjectKey(key, size), await renderWebp(svg, width, height), 'image/webp');
    }
  }
  return { key, width: PHOTO.width, height: PHOTO.height };
};

/** Stores one single-size picture (blog banner, service image) at `${key}.webp`. */
export const storePicture = async (
  storage: Storage,
  key: string,
  size: { width: number; height: number },
  draw: () => string,
) => {
  const objectKey = `${key}.webp`;
  if (!(await storage.exists(objectKey))) {
    await storage.put(objectKey, await renderWebp(draw(), size.width, size.height), 'image/webp');
  }
  return storage.publicUrl(objectKey);
};

/** Runs `work` over `items` with at most `limit` at a time (sharp uses a thread per job). */
export const mapLimit = async <T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
) => {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
};
