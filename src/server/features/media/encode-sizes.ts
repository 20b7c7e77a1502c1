// The encoder settings of every stored size, in one place: the upload pipeline and the
// job that makes the large sizes later encode the same way (docs/decisions/0114-avif-photos.md).
import sharp from 'sharp';
import { type AvifSize, IMAGE_SIZES, type ImageSize } from './image-keys.ts';

const WEBP_QUALITY = 78;
/**
 * libwebp's effort (0-6, default 4) per size. At 1 the large sizes encode in a third of the
 * time for files within 1% of effort 4 (bench:images); the small ones are cheap either way and are
 * what a card downloads, so they keep the smaller file (docs/decisions/0052-card-photos.md).
 */
const WEBP_EFFORT: Record<ImageSize, number> = { card: 4, sm: 4, md: 1, lg: 1 };
/**
 * AVIF at effort 0 (libaom's fastest speed): within 2% of the bytes and 0.3 dB of effort 1 and 2
 * at a quarter to a tenth of the time (bench:images). Quality 60 keeps the 960 px size near the
 * WebP's fidelity at about 70% of its bytes.
 */
const AVIF = { quality: 60, effort: 0 } as const;
/** The 1600 px pixels kept for the job that makes the large sizes: near lossless, quick to write. */
export const SOURCE_JPEG = { quality: 95, chromaSubsampling: '4:4:4' } as const;

type Raw = { width: number; height: number; channels: 1 | 2 | 3 | 4 };

const scaled = (data: Buffer, raw: Raw, size: ImageSize) =>
  sharp(data, { raw }).resize({ width: IMAGE_SIZES[size], withoutEnlargement: true });

export const encodeWebp = (data: Buffer, raw: Raw, size: ImageSize) =>
  scaled(data, raw, size).webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT[size] }).toBuffer();

export const encodeAvif = (data: Buffer, raw: Raw, size: AvifSize) =>
  scaled(data, raw, size).avif(AVIF).toBuffer();

/** Encodes the asked sizes from one decoded picture, all at once (libuv runs them side by side). */
export const encodeSizes = async (
  data: Buffer,
  raw: Raw,
  asked: { sizes: ImageSize[]; avif: AvifSize[] },
) => {
  const [webp, avif] = await Promise.all([
    Promise.all(asked.sizes.map((size) => encodeWebp(data, raw, size))),
    Promise.all(asked.avif.map((size) => encodeAvif(data, raw, size))),
  ]);
  return {
    variants: Object.fromEntries(asked.sizes.map((size, i) => [size, webp[i]!])) as Partial<
      Record<ImageSize, Buffer>
    >,
    avif: Object.fromEntries(asked.avif.map((size, i) => [size, avif[i]!])) as Partial<
      Record<AvifSize, Buffer>
    >,
  };
};
