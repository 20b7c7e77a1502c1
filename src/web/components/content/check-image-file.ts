// The checks docs/product/messages.md gives for a chosen image, with its messages, and
// the one way every form reports them (listing photos, blog images, service photo):
// a file that is not an image gets the alert 'Please select image format'; a wrong
// image type or a file over 2 MB gets an error toast. The server judges the content
// again; this only saves a pointless upload.
import { ALLOWED_IMAGE_TYPES, MAX_IMAGE_BYTES } from '../../../shared/constants.ts';
import { toast } from '../../toast.ts';

export const NOT_AN_IMAGE = 'Please select image format';

/** null when the file may be uploaded, else the message to show. */
export const imageFileProblem = (file: File): string | null => {
  if (!file.type.startsWith('image/')) return NOT_AN_IMAGE;
  if (!(ALLOWED_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return 'Invalid file type. Only JPEG, PNG, JPG, and WEBP are allowed.';
  }
  if (file.size > MAX_IMAGE_BYTES) return 'File size exceeds 2MB.';
  return null;
};

/** Shows the problem the way the listing form does. */
export const reportImageProblem = (problem: string) => {
  if (problem === NOT_AN_IMAGE) window.alert(problem);
  else toast.error(problem);
};

/** True when the file may be uploaded; otherwise its problem has been shown. */
export const isImageAccepted = (file: File) => {
  const problem = imageFileProblem(file);
  if (problem) reportImageProblem(problem);
  return !problem;
};
