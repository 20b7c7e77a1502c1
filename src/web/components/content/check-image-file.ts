// The checks docs/product/messages.md gives for a chosen image, with its messages, and
// the one way every form reports them (listing photos, blog images, service photo):
// a file that is not an image gets the alert 'Please select image format'; an image of
// another type (GIF, BMP, TIFF, SVG, ...) or a file over 2 MB gets an error toast. What a
// file is comes from its first bytes, not its name (image-kind.ts,
// docs/decisions/0105-photo-types-at-pick-time.md). The server judges the content again;
// this only saves a pointless upload. The messages are in the reader's language.
import { MAX_IMAGE_BYTES } from '../../../shared/constants.ts';
import { i18n } from '../../i18n/i18n.ts';
import { toast } from '../../toast.ts';
import { readImageKind } from './image-kind.ts';

export const notAnImage = () => i18n.t('media.notAnImage');

/**
 * What a chosen file is to a form: `stored`, a JPEG, PNG or WebP we keep as it is; `heic`, an
 * iPhone photo the listing form converts; `wrongType`, an image we do not take, or a file that
 * calls itself an image and is not one; `notAnImage`, anything else.
 */
export type ChosenImage = 'stored' | 'heic' | 'wrongType' | 'notAnImage';

export const judgeChosenImage = async (file: File): Promise<ChosenImage> => {
  const kind = await readImageKind(file);
  if (kind === 'jpeg' || kind === 'png' || kind === 'webp') return 'stored';
  if (kind === 'heic') return 'heic';
  return kind === 'other' || file.type.startsWith('image/') ? 'wrongType' : 'notAnImage';
};

/** null when the file may be uploaded as it is, else the message to show. */
export const imageFileProblem = async (file: File): Promise<string | null> => {
  const judged = await judgeChosenImage(file);
  if (judged === 'notAnImage') return notAnImage();
  if (judged !== 'stored') return i18n.t('media.wrongType');
  return file.size > MAX_IMAGE_BYTES ? i18n.t('media.tooBig') : null;
};

/** Shows the problem the way the listing form does. */
export const reportImageProblem = (problem: string) => {
  if (problem === notAnImage()) window.alert(problem);
  else toast.error(problem);
};

/** True when the file may be uploaded; otherwise its problem has been shown. */
export const isImageAccepted = async (file: File) => {
  const problem = await imageFileProblem(file);
  if (problem) reportImageProblem(problem);
  return !problem;
};
