// The pool of about 40 listing photos drawn once on the first start. Listings share
// them (a photo's objects are deleted only when no listing references it any more),
// which keeps the first start fast while every listing still has 2 to 6 photos.
import type { Storage } from '../../adapters/storage.ts';
import type { ImageRef } from '../../features/media/index.ts';
import { createRandom, type Random } from '../random.ts';
import { drawBedroom, drawKitchen, drawLivingRoom, drawSharedRoom } from './indoor.ts';
import { drawSociety, drawWeekendHome } from './outdoor.ts';
import { mapLimit, storePhoto } from './render.ts';

export type SceneKind = 'society' | 'weekend-home' | 'living-room' | 'bedroom' | 'kitchen' | 'shared-room';

const SCENES: Record<SceneKind, { count: number; draw: (random: Random) => string }> = {
  society: { count: 7, draw: drawSociety },
  'weekend-home': { count: 6, draw: drawWeekendHome },
  'living-room': { count: 8, draw: drawLivingRoom },
  bedroom: { count: 8, draw: drawBedroom },
  kitchen: { count: 5, draw: drawKitchen },
  'shared-room': { count: 6, draw: drawSharedRoom },
};

export type PhotoPool = Record<SceneKind, ImageRef[]>;

/** `parallel` pictures are drawn at once: sharp renders each on a worker thread. */
export const drawPhotoPool = async (storage: Storage, parallel: number): Promise<PhotoPool> => {
  const plan = (Object.entries(SCENES) as [SceneKind, (typeof SCENES)[SceneKind]][]).flatMap(
    ([kind, scene]) => Array.from({ length: scene.count }, () => ({ kind, draw: scene.draw })),
  );
  const refs = await mapLimit(plan, parallel, (item, index) =>
    // Each photo has its own seed, so skipping an already stored one changes no other.
    storePhoto(storage, `listings/seed-${index + 1}`, () => item.draw(createRandom(7_000 + index))),
  );
  const pool = Object.fromEntries(Object.keys(SCENES).map((kind) => [kind, [] as ImageRef[]])) as PhotoPool;
  plan.forEach((item, index) => {
    pool[item.kind].push(refs[index] as ImageRef);
  });
  return pool;
};
