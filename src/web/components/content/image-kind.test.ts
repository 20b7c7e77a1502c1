import { describe, expect, it } from 'vitest';
import { FIRST_BYTES } from '../../test/image-files.ts';
import { imageKindOf } from './image-kind.ts';

describe('what a chosen file is, by its first bytes', () => {
  it('knows the three types we store', () => {
    expect(imageKindOf(FIRST_BYTES.jpeg)).toBe('jpeg');
    expect(imageKindOf(FIRST_BYTES.png)).toBe('png');
    expect(imageKindOf(FIRST_BYTES.webp)).toBe('webp');
  });

  it("knows an iPhone's HEIC and HEIF photos, and tells AVIF apart from them", () => {
    expect(imageKindOf(FIRST_BYTES.heic)).toBe('heic');
    expect(imageKindOf(FIRST_BYTES.heif)).toBe('heic');
    expect(imageKindOf(FIRST_BYTES.avif)).toBe('other');
  });

  it('calls GIF, BMP, TIFF and SVG images of another type, and a PDF or text no image at all', () => {
    for (const kind of ['gif', 'bmp', 'tiff', 'svg'] as const)
      expect(imageKindOf(FIRST_BYTES[kind]), kind).toBe('other');
    expect(imageKindOf(FIRST_BYTES.pdf)).toBeNull();
    expect(imageKindOf(FIRST_BYTES.text)).toBeNull();
    expect(imageKindOf(new Uint8Array())).toBeNull();
  });
});
