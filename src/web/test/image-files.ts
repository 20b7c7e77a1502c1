// The first bytes of each kind of file a person may pick, for web tests of what a chosen file
// is (src/web/components/content/image-kind.ts). Only the signatures matter there; the rest of
// each file is padding.

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)),
  );

/** An ISO box "ftyp" with a major brand and compatible brands, as HEIC and AVIF files start. */
const ftyp = (major: string, ...compatible: string[]) =>
  bytes([0, 0, 0, 16 + 4 * compatible.length], 'ftyp', major, [0, 0, 0, 0], ...compatible);

export const FIRST_BYTES = {
  jpeg: bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF'),
  png: bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  webp: bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '),
  heic: ftyp('heic', 'mif1', 'heic'),
  heif: ftyp('mif1', 'mif1', 'heic'),
  avif: ftyp('avif', 'mif1', 'avif'),
  gif: bytes('GIF89a', [1, 0, 1, 0]),
  bmp: bytes('BM', [0x3a, 0, 0, 0]),
  tiff: bytes([0x49, 0x49, 0x2a, 0x00, 8, 0, 0, 0]),
  svg: bytes('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
  pdf: bytes('%PDF-1.7\n'),
  text: bytes('just some notes, not a photo\n'),
} as const;

/** A chosen file: `kind`'s first bytes padded to `size`, with the name and type a phone gives it. */
export const chosenFile = (kind: keyof typeof FIRST_BYTES, name: string, type: string, size = 1_000) => {
  const content = new Uint8Array(Math.max(size, FIRST_BYTES[kind].length));
  content.set(FIRST_BYTES[kind]);
  return new File([content], name, { type });
};
