// The checks made on a chosen image, with their messages (docs/product/messages.md#client-side-messages). The
// server judges the content again; this only saves a pointless upload.
import { ALLOWED_IMAGE_TYPES, MAX_IMAGE_BYTES } from '../../../shared/constants.ts';

/** null when the file may be uploaded, else the message to show. */
export const imageFileProblem = (file: File): string | null => {
  if (!file.type.startsWith('image/')) return 'Please select image format';
  if (!(ALLOWED_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return 'Invalid file type. Only JPEG, PNG, JPG, and WEBP are allowed.';
  }
  if (file.size > MAX_IMAGE_BYTES) return 'File size exceeds 2MB.';
  return null;
};
