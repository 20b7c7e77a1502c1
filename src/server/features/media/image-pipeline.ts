// Every uploaded photo goes through here (docs/product/listings.md#images): the type is judged
// by decoding the content, never by name; a pixel cap refuses decompression bombs
// before any pixel is decoded; the photo is auto-rotated, stripped of all metadata
// (EXIF, GPS, XMP, ICC) by re-encoding, and stored as WebP in card and gallery sizes, and a
// listing photo's gallery sizes as AVIF too (image-keys.ts, docs/decisions/0114-avif-photos.md).
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { MAX_IMAGE_BYTES } from '../../../shared/constants.ts';
import type { Storage } from '../../adapters/storage.ts';
import { AppError } from '../../http/errors.ts';
import { encodeSizes, SOURCE_JPEG } from './encode-sizes.ts';
import {
  AVIF_KEY_PREFIX,
  AVIF_SIZES,
  type AvifSize,
  IMAGE_SIZES,
  type ImageRef,
  type ImageSize,
  imageObjectKey,
  MD_WIDTH,
  pendingSourceKey,
} from './image-keys.ts';

/** 40 megapixels: above any phone camera, far below what would exhaust memory. */
const MAX_INPUT_PIXELS = 40_000_000;
const INVALID_IMAGE_TYPE = 'Invalid file type. Only JPEG, PNG, JPG, and WEBP are allowed.';
const IMAGE_TOO_LARGE = 'File size exceeds 2MB.';

const ALLOWED_FORMATS = new Set(['jpeg', 'png', 'webp']);
const SIZES = Object.keys(IMAGE_SIZES) as ImageSize[];

type ProcessedImage = {
  width: number;
  height: number;
  /** WebP of every size made; `lg` is missing while the large sizes wait for their job. */
  variants: Partial<Record<ImageSize, Buffer>>;
  avif: Partial<Record<AvifSize, Buffer>>;
  /** The 1600 px pixels the large sizes are made from later (large-sizes.ts). */
  source?: Buffer;
};

const invalidType = (cause?: unknown) => new AppError('UNSUPPORTED_MEDIA', INVALID_IMAGE_TYPE, { cause });

/** Reads the header only (no pixels decoded) and refuses what is not a photo we take. */
const checkHeader = async (input: Buffer) => {
  if (input.length > MAX_IMAGE_BYTES) throw new AppError('TOO_LARGE', IMAGE_TOO_LARGE);
  // sharp's own pixel limit is off here so an oversize header is reported as such.
  const meta = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch((error: unknown) => {
      throw invalidType(error);
    });
  if (!meta.format || !ALLOWED_FORMATS.has(meta.format) || !meta.width || !meta.height) throw invalidType();
  if (meta.width * meta.height > MAX_INPUT_PIXELS) {
    throw new AppError('TOO_LARGE', 'The image has too many pixels: 40 megapixels at most.');
  }
};

type Options = {
  /** Also AVIF of the gallery sizes (listing photos). */
  avif?: boolean;
  /** Leave the 1600 px sizes to the `media-large-sizes` job when the photo is wider than 960 px. */
  deferLarge?: boolean;
};

/**
 * Checks one upload and turns it into its sizes. Throws 413/415/400 AppErrors. The width and
 * height returned are those of the largest size made (image-keys.ts `largeReady`).
 */
export const processImage = async (input: Buffer, options: Options = {}): Promise<ProcessedImage> => {
  await checkHeader(input);
  try {
    // Decode once (JPEG shrink-on-load makes this cheap), rotate upright, scale to the
    // largest size; the smaller sizes are made from those pixels.
    const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: IMAGE_SIZES.lg, withoutEnlargement: true })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    const raw = { width: info.width, height: info.height, channels: info.channels };
    const defer = options.deferLarge === true && info.width > MD_WIDTH;
    const made = await encodeSizes(data, raw, {
      sizes: defer ? SIZES.filter((size) => size !== 'lg') : SIZES,
      avif: options.avif ? AVIF_SIZES.filter((size) => !(defer && size === 'lg')) : [],
    });
    if (!defer) return { width: info.width, height: info.height, ...made };
    const source = await sharp(data, { raw }).jpeg(SOURCE_JPEG).toBuffer();
    const height = Math.round((info.height * MD_WIDTH) / info.width);
    return { width: MD_WIDTH, height, ...made, source };
  } catch (error) {
    throw new AppError('BAD_INPUT', 'The image could not be read; it may be damaged.', {
      errors: [{ field: 'files', message: 'The image could not be read; it may be damaged.' }],
      cause: error,
    });
  }
};

/** The refusal of one of several photos, its error naming it ("IMG_2041.gif: Invalid file type..."). */
const naming = (name: string, error: unknown) =>
  error instanceof AppError
    ? new AppError(error.code, error.message, {
        errors: [{ field: 'files', message: `${name}: ${error.message}` }],
        cause: error,
      })
    : error;

/**
 * Processes several uploads one after another, bounding memory on a small machine. A photo it
 * refuses is named in the error, so a person knows which one to take out.
 */
export const processImages = async (inputs: { data: Buffer; name: string }[], options: Options = {}) => {
  const out: ProcessedImage[] = [];
  for (const input of inputs) {
    out.push(
      await processImage(input.data, options).catch((error: unknown) => {
        throw naming(input.name, error);
      }),
    );
  }
  return out;
};

/** Random, never reused keys: `listings/<32 hex>` (photos cannot be guessed or enumerated). */
const newImageKey = (prefix: 'listings' | 'uploads' | 'handover', avif: boolean) =>
  `${avif ? AVIF_KEY_PREFIX : `${prefix}/`}${randomBytes(16).toString('hex')}`;

/** Every object of one processed photo: its WebP and AVIF sizes and the source of sizes to come. */
const objectsOf = (key: string, image: ProcessedImage) => [
  ...SIZES.flatMap((size) => {
    const body = image.variants[size];
    return body ? [{ objectKey: imageObjectKey(key, size), body, type: 'image/webp' }] : [];
  }),
  ...AVIF_SIZES.flatMap((size) => {
    const body = image.avif[size];
    return body ? [{ objectKey: imageObjectKey(key, size, 'avif'), body, type: 'image/avif' }] : [];
  }),
  ...(image.source ? [{ objectKey: pendingSourceKey(key), body: image.source, type: 'image/jpeg' }] : []),
];

/**
 * Writes every size of every image. If any write fails, the objects already written
 * are removed before the error is rethrown, so nothing is left behind.
 */
export const writeImages = async (
  storage: Storage,
  prefix: 'listings' | 'uploads' | 'handover',
  images: ProcessedImage[],
): Promise<{ refs: ImageRef[]; objectKeys: string[] }> => {
  const refs: ImageRef[] = images.map((image) => ({
    key: newImageKey(prefix, Object.keys(image.avif).length > 0),
    width: image.width,
    height: image.height,
  }));
  const jobs = images.flatMap((image, i) => objectsOf(refs[i]!.key, image));
  const results = await Promise.allSettled(jobs.map((job) => storage.put(job.objectKey, job.body, job.type)));
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) {
    const written = jobs.filter((_, i) => results[i]!.status === 'fulfilled').map((job) => job.objectKey);
    await storage.remove(written).catch(() => undefined);
    throw failed.reason;
  }
  return { refs, objectKeys: jobs.map((job) => job.objectKey) };
};
