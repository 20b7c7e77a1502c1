// The 1600 px sizes of a listing photo are made after the upload is answered
// (docs/decisions/0114-avif-photos.md): the upload stores the photo's 1600 px pixels at
// `pending/<key>.jpg`, and the `media-large-sizes` job makes the large WebP and AVIF from
// them, then has the photo's rows record the full width, which is what makes pages link them
// (image-keys.ts `largeReady`). Until then pages link the 960 px size in their place.
import sharp from 'sharp';
import type { Storage } from '../../adapters/storage.ts';
import { encodeAvif, encodeWebp } from './encode-sizes.ts';
import { imageObjectKey } from './image-keys.ts';

const PENDING_SOURCE = /^pending\/(.+)\.jpg$/;
/** A source no row has taken up for a day belongs to a save that never committed. */
const ORPHAN_AFTER_MS = 86_400_000;

/**
 * Records a photo's full size on every row showing it; answers how many rows it changed. Zero
 * means no committed row shows the photo (yet): the source is kept and tried again.
 */
export type RecordLargeSize = (key: string, size: { width: number; height: number }) => Promise<number>;

const makeLarge = async (storage: Storage, key: string, source: Buffer) => {
  const { data, info } = await sharp(source).raw().toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const [webp, avif] = await Promise.all([encodeWebp(data, raw, 'lg'), encodeAvif(data, raw, 'lg')]);
  await storage.put(imageObjectKey(key, 'lg', 'avif'), avif, 'image/avif');
  await storage.put(imageObjectKey(key, 'lg'), webp, 'image/webp');
  return { width: info.width, height: info.height };
};

/**
 * Makes the large sizes of every photo waiting for them. Idempotent: a photo whose sizes are
 * stored is not encoded again, and its source is removed only once its rows show the full size.
 */
export const makeLargeSizes = async (input: { storage: Storage; now: Date; record: RecordLargeSize }) => {
  const { storage } = input;
  let made = 0;
  let waiting = 0;
  for await (const object of storage.list('pending/')) {
    const key = PENDING_SOURCE.exec(object.key)?.[1];
    if (!key) continue;
    const source = await storage.get(object.key);
    if (!source) continue;
    const stored = await storage.exists(imageObjectKey(key, 'lg')); // written last
    const size = stored ? await sharp(source).metadata() : await makeLarge(storage, key, source);
    if (!stored) made += 1;
    const rows = await input.record(key, { width: size.width!, height: size.height! });
    const orphan = input.now.getTime() - object.modifiedAt.getTime() > ORPHAN_AFTER_MS;
    if (rows > 0 || orphan) await storage.remove([object.key]);
    else waiting += 1;
  }
  return { made, waiting };
};
