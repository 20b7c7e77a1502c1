// Every uploaded photo goes through here (docs/product/listings.md#images): the type is judged
// by decoding the content, never by name; a pixel cap refuses decompression bombs
// before any pixel is decoded; the photo is auto-rotated, stripped of all metadata
// (EXIF, GPS, XMP, ICC) by re-encoding, and stored as WebP in card and gallery sizes (image-keys.ts).
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { MAX_IMAGE_BYTES } from '../../../shared/constants.ts';
import type { Storage } from '../../adapters/storage.ts';
import { AppError } from '../../http/errors.ts';
import { IMAGE_SIZES, type ImageRef, type ImageSize, imageObjectKey } from './image-keys.ts';

/** 40 megapixels: above any phone camera, far below what would exhaust memory. */
const MAX_INPUT_PIXELS = 40_000_000;
const INVALID_IMAGE_TYPE = 'Invalid file type. Only JPEG, PNG, JPG, and WEBP are allowed.';
const IMAGE_TOO_LARGE = 'File size exceeds 2MB.';

const ALLOWED_FORMATS = new Set(['jpeg', 'png', 'webp']);
const SIZES = Object.keys(IMAGE_SIZES) as ImageSize[];
const WEBP_QUALITY = 78;
/**
 * libwebp's effort (0-6, default 4) per size. At 1 the large sizes encode in a third of the
 * time for files within 1% of effort 4 (bench:images); the small ones are cheap either way and are
 * what a card downloads, so they keep the smaller file (docs/decisions/0052-card-photos.md).
 */
const WEBP_EFFORT: Record<ImageSize, number> = { card: 4, sm: 4, md: 1, lg: 1 };

type ProcessedImage = { width: number; height: number; variants: Record<ImageSize, Buffer> };

const invalidType = (cause?: unknown) => new AppError('UNSUPPORTED_MEDIA', INVALID_IMAGE_TYPE, { cause });

/** Checks one upload and turns it into its WebP sizes. Throws 413/415/400 AppErrors. */
export const processImage = async (input: Buffer): Promise<ProcessedImage> => {
  if (input.length > MAX_IMAGE_BYTES) throw new AppError('TOO_LARGE', IMAGE_TOO_LARGE);
  // Reading the header decodes no pixels, so this is fast even for a declared 100,000 x 100,000.
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
    const encoded = await Promise.all(
      SIZES.map((size) =>
        sharp(data, { raw })
          .resize({ width: IMAGE_SIZES[size], withoutEnlargement: true })
          .webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT[size] })
          .toBuffer(),
      ),
    );
    const variants = Object.fromEntries(SIZES.map((size, i) => [size, encoded[i]!])) as Record<
      ImageSize,
      Buffer
    >;
    return { width: info.width, height: info.height, variants };
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
export const processImages = async (inputs: { data: Buffer; name: string }[]) => {
  const out: ProcessedImage[] = [];
  for (const input of inputs) {
    out.push(
      await processImage(input.data).catch((error: unknown) => {
        throw naming(input.name, error);
      }),
    );
  }
  return out;
};

/** Random, never reused keys: `listings/<32 hex>` (photos cannot be guessed or enumerated). */
const newImageKey = (prefix: 'listings' | 'uploads') => `${prefix}/${randomBytes(16).toString('hex')}`;

/**
 * Writes every size of every image. If any write fails, the objects already written
 * are removed before the error is rethrown, so nothing is left behind.
 */
export const writeImages = async (
  storage: Storage,
  prefix: 'listings' | 'uploads',
  images: ProcessedImage[],
): Promise<{ refs: ImageRef[]; objectKeys: string[] }> => {
  const refs: ImageRef[] = images.map((image) => ({
    key: newImageKey(prefix),
    width: image.width,
    height: image.height,
  }));
  const jobs = images.flatMap((image, i) =>
    SIZES.map((size) => ({ objectKey: imageObjectKey(refs[i]!.key, size), body: image.variants[size] })),
  );
  const results = await Promise.allSettled(
    jobs.map((job) => storage.put(job.objectKey, job.body, 'image/webp')),
  );
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) {
    const written = jobs.filter((_, i) => results[i]!.status === 'fulfilled').map((job) => job.objectKey);
    await storage.remove(written).catch(() => undefined);
    throw failed.reason;
  }
  return { refs, objectKeys: jobs.map((job) => job.objectKey) };
};
