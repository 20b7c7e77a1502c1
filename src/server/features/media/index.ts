// What other features may use of media (docs/architecture.md "Import rules"): the
// photo pipeline, one-photo uploads, and how stored photos are named and addressed.

export { backfillCardSizes } from './card-size.ts';
export { registerMedia } from './files-route.ts';
export {
  IMAGE_SIZES,
  type ImageRef,
  type ImageSize,
  imageObjectKey,
  imageObjectKeys,
  toCardPhoto,
  toPhoto,
} from './image-keys.ts';
export { processImages, writeImages } from './image-pipeline.ts';
export { makeLargeSizes } from './large-sizes.ts';
export { uploadImage } from './service.ts';
