// imageUpload: one photo for a blog or a service, through the same pipeline as
// listing photos.
import type { Photo } from '../../../shared/schemas/listing.ts';
import type { Storage } from '../../adapters/storage.ts';
import type { Db } from '../../db/client.ts';
import { badInput } from '../../http/errors.ts';
import { requireUser } from '../../http/guards.ts';
import { enforceLimit } from '../../http/rate-limit.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { toPhoto } from './image-keys.ts';
import { processImage, writeImages } from './image-pipeline.ts';

const UPLOADS_PER_HOUR = 120;

export const uploadImage = async (input: {
  db: Db;
  storage: Storage;
  viewer: Viewer | null;
  /** Read only once the caller is known to be allowed, so a refused upload is not buffered. */
  readFile: () => Promise<Buffer | null>;
  now: Date;
}): Promise<Photo> => {
  const viewer = requireUser(input.viewer);
  await enforceLimit(input.db, {
    key: `image-upload:${viewer.id}`,
    limit: UPLOADS_PER_HOUR,
    windowMs: 3_600_000,
    now: input.now,
    message: 'Too many uploads in an hour; please try again later.',
  });
  const file = await input.readFile();
  if (!file || file.length === 0) throw badInput('file', 'Choose an image to upload');
  const image = await processImage(file);
  const { refs } = await writeImages(input.storage, 'uploads', [image]);
  return toPhoto(input.storage, refs[0]!);
};
