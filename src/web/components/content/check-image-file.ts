// The checks docs/product/messages.md gives for a chosen image, with its messages, and
// the one way every form reports them (listing photos, blog images, service photo):
// a file that is not an image gets the alert 'Please select image format'; a wrong
// image type or a file over 2 MB gets an error toast. The server judges the content
// again; this only saves a pointless upload.
// The messages are in the reader's language.
import { ALLOWED_IMAGE_TYPES, MAX_IMAGE_BYTES } from '../../../shared/constants.ts';
import { i18n } from '../../i18n/i18n.ts';
import { toast } from '../../toast.ts';

export const notAnImage = () => i18n.t('media.notAnImage');

/** null when the file may be uploaded, else the message to show. */
export const imageFileProblem = (file: File): string | null => {
  if (!file.type.startsWith('image/')) return notAnImage();
  if (!(ALLOWED_IMAGE_TYPES as readonly string[]).includes(file.type)) return i18n.t('media.wrongType');
  if (file.size > MAX_IMAGE_BYTES) return i18n.t('media.tooBig');
  return null;
};

/** Shows the problem the way the listing form does. */
export const reportImageProblem = (problem: string) => {
  if (problem === notAnImage()) window.alert(problem);
  else toast.error(problem);
};

/** True when the file may be uploaded; otherwise its problem has been shown. */
export const isImageAccepted = (file: File) => {
  const problem = imageFileProblem(file);
  if (problem) reportImageProblem(problem);
  return !problem;
};
