// A photo straight from a phone camera (4 to 12 MB, 12 MP or more) is made small enough to
// upload before it leaves the phone: decoded upright (EXIF orientation applied), scaled to
// 2560 px on its longest side at most, and encoded as JPEG under the server's 2 MB limit
// (docs/decisions/0053-phone-photos.md). A JPEG, PNG or WebP already within the limits goes
// as it is. HEIC (iPhones) is converted where the browser can decode it, and refused with a
// message saying so where it cannot (a PhotoProblem, worded by the picker).
import { ALLOWED_IMAGE_TYPES, MAX_IMAGE_BYTES } from '../../../shared/constants.ts';

export const MAX_PHOTO_SIDE = 2560;
const QUALITIES = [0.85, 0.75, 0.65];

/** Why a photo cannot be used, for the picker to say in the reader's language. */
export class PhotoProblem extends Error {
  constructor(
    readonly reason: 'cannotPrepare' | 'heic' | 'cannotOpen' | 'tooLarge',
    readonly fileName: string,
  ) {
    super(`${reason}: ${fileName}`);
  }
}

const isHeic = (file: File) => /image\/hei[cf]/.test(file.type) || /\.hei[cf]$/i.test(file.name);

const jpegName = (name: string) => `${name.replace(/\.[^.]+$/, '') || 'photo'}.jpg`;

type Canvas = OffscreenCanvas | HTMLCanvasElement;

const canvasOf = (width: number, height: number): Canvas => {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
};

const encodeJpeg = (canvas: Canvas, quality: number): Promise<Blob | null> =>
  'convertToBlob' in canvas
    ? canvas.convertToBlob({ type: 'image/jpeg', quality })
    : new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));

const draw = (bitmap: ImageBitmap, scale: number) => {
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = canvasOf(width, height);
  const context = canvas.getContext('2d') as
    | OffscreenCanvasRenderingContext2D
    | CanvasRenderingContext2D
    | null;
  if (!context) throw new PhotoProblem('cannotPrepare', '');
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
  return canvas;
};

/** The file to upload for a chosen photo; throws PhotoProblem with a message naming it. */
export const shrinkPhoto = async (file: File): Promise<File> => {
  const accepted = (ALLOWED_IMAGE_TYPES as readonly string[]).includes(file.type);
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    if (isHeic(file)) {
      throw new PhotoProblem('heic', file.name);
    }
    throw new PhotoProblem('cannotOpen', file.name);
  }
  try {
    const longest = Math.max(bitmap.width, bitmap.height);
    if (accepted && file.size <= MAX_IMAGE_BYTES && longest <= MAX_PHOTO_SIDE) return file;
    let scale = Math.min(1, MAX_PHOTO_SIDE / longest);
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const canvas = draw(bitmap, scale);
      for (const quality of QUALITIES) {
        const blob = await encodeJpeg(canvas, quality);
        if (blob && blob.size <= MAX_IMAGE_BYTES) {
          return new File([blob], jpegName(file.name), {
            type: 'image/jpeg',
            lastModified: file.lastModified,
          });
        }
      }
      scale *= 0.75;
    }
    throw new PhotoProblem('tooLarge', file.name);
  } finally {
    bitmap.close();
  }
};
