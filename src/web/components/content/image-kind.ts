// What a chosen file is, judged by its first bytes, never by its name or the type the phone
// declares for it (docs/decisions/0105-photo-types-at-pick-time.md): a GIF renamed .jpg is a GIF,
// and a photo from a picker that declares no type is still a photo. The server judges the content
// again by decoding it (docs/product/listings.md#images).

/**
 * `jpeg`, `png`, `webp`: what we store. `heic`: an iPhone's photo, which the browser converts
 * (docs/decisions/0053-phone-photos.md). `other`: an image of a type we do not take (GIF, BMP,
 * TIFF, SVG, AVIF, icons). `null`: not an image at all.
 */
export type ImageKind = 'jpeg' | 'png' | 'webp' | 'heic' | 'other' | null;

/** The bytes read: enough for every signature below, an ISO box's brands included. */
export const SNIFF_BYTES = 64;

const ascii = (bytes: Uint8Array, from: number, length: number) =>
  String.fromCharCode(...bytes.subarray(from, from + length));

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, i) => bytes[at + i] === byte);

/** HEIC and HEIF brands (ISO/IEC 23008-12); `avif` and any other brand is another type. */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1']);

/** An ISO base media file ("....ftyp"): its major brand and compatible brands. */
const isoBrands = (bytes: Uint8Array) => {
  if (ascii(bytes, 4, 4) !== 'ftyp') return null;
  const boxSize = Math.min(
    bytes.length,
    (bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!,
  );
  const brands = [ascii(bytes, 8, 4)];
  for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(ascii(bytes, at, 4));
  return brands;
};

const OTHER_IMAGE_SIGNATURES: readonly (readonly number[])[] = [
  [0x47, 0x49, 0x46, 0x38], // GIF87a, GIF89a
  [0x42, 0x4d], // BMP
  [0x49, 0x49, 0x2a, 0x00], // TIFF, little-endian
  [0x4d, 0x4d, 0x00, 0x2a], // TIFF, big-endian
  [0x00, 0x00, 0x01, 0x00], // ICO
  [0xff, 0x0a], // JPEG XL
];

/** The kind of image the first bytes of a file say it is. */
export const imageKindOf = (bytes: Uint8Array): ImageKind => {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'webp';
  const brands = isoBrands(bytes);
  if (brands) {
    if (brands.includes('avif') || brands.includes('avis')) return 'other';
    return brands.some((brand) => HEIF_BRANDS.has(brand)) ? 'heic' : null;
  }
  if (OTHER_IMAGE_SIGNATURES.some((signature) => startsWith(bytes, signature))) return 'other';
  const text = ascii(bytes, 0, bytes.length).trimStart().toLowerCase();
  if (text.startsWith('<svg') || (text.startsWith('<?xml') && text.includes('<svg'))) return 'other';
  return null;
};

/** Reads the first bytes of a chosen file and says what it is. */
export const readImageKind = async (file: Blob): Promise<ImageKind> =>
  imageKindOf(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()));
