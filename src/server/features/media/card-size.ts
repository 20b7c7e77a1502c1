// The card size (400 px) came after the first photos were stored with 480/960/1600 only
// (docs/decisions/0052-card-photos.md). A photo without it gets it made from its 960 px
// copy: on first request through /media, and for every stored photo by the
// `media-card-sizes` job (object storage served from its own URL never reaches /media).
import sharp from 'sharp';
import type { Storage } from '../../adapters/storage.ts';
import { IMAGE_SIZES, imageObjectKey } from './image-keys.ts';

const CARD_OBJECT = /^(.+)-card\.webp$/;
const MD_OBJECT = /^(.+)-md\.webp$/;

/**
 * Makes and stores `<key>-card.webp` from `<key>-md.webp`; returns it, or null when there is
 * no such photo. Idempotent: making it twice writes the same picture.
 */
export const makeCardSize = async (storage: Storage, cardObjectKey: string): Promise<Buffer | null> => {
  const imageKey = CARD_OBJECT.exec(cardObjectKey)?.[1];
  if (!imageKey) return null;
  const md = await storage.get(imageObjectKey(imageKey, 'md'));
  if (!md) return null;
  const card = await sharp(md)
    .resize({ width: IMAGE_SIZES.card, withoutEnlargement: true })
    .webp({ quality: 78, effort: 4 })
    .toBuffer();
  await storage.put(cardObjectKey, card, 'image/webp');
  return card;
};

/** Gives every stored photo its card size; counts those checked and made. */
export const backfillCardSizes = async (storage: Storage) => {
  let checked = 0;
  let made = 0;
  for await (const object of storage.list('')) {
    const imageKey = MD_OBJECT.exec(object.key)?.[1];
    if (!imageKey) continue;
    checked += 1;
    const cardKey = imageObjectKey(imageKey, 'card');
    if (await storage.exists(cardKey)) continue;
    if (await makeCardSize(storage, cardKey)) made += 1;
  }
  return { checked, made };
};
