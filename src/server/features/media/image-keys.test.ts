// A card's photo is one address pattern (docs/decisions/0120-card-photos-as-one-pattern.md): filled
// in with each card size, it must give the very addresses the full photo names, on every storage.
import { describe, expect, it } from 'vitest';
import { cardPhotoSize, fallbackSrcOf, PHOTO_SIZE_SLOT, srcSetOf } from '../../../shared/photo-srcset.ts';
import { createS3Storage } from '../../adapters/s3-storage.ts';
import { createDiskStorage, createMemoryStorage, type Storage } from '../../adapters/storage.ts';
import { imageObjectKey, toCardPhoto, toPhoto } from './image-keys.ts';

const storages: [string, Storage][] = [
  ['disk', createDiskStorage('/tmp/unused')],
  ['memory', createMemoryStorage()],
  [
    'S3 behind a CDN',
    createS3Storage({
      bucket: 'thikana-media',
      region: 'ap-south-1',
      accessKeyId: 'test-key',
      secretAccessKey: 'test-secret',
      publicUrl: 'https://cdn.example.in/',
    }),
  ],
];

const refs = [
  { key: 'listings/0123456789abcdef0123456789abcdef', width: 1600, height: 1200 },
  { key: 'listings/v2/0123456789abcdef0123456789abcdef', width: 900, height: 1200 },
];

describe.each(storages)("a card photo's pattern on %s storage", (_, storage) => {
  it.each(refs)('yields the card, small and medium addresses of $key', (ref) => {
    const full = toPhoto(storage, ref);
    const card = toCardPhoto(full);
    expect(card).toEqual({
      src: storage.publicUrl(imageObjectKey(ref.key, PHOTO_SIZE_SLOT)),
      width: ref.width,
      height: ref.height,
    });
    expect(card.src).toContain('-{size}.webp');
    for (const size of ['card', 'sm', 'md'] as const) expect(cardPhotoSize(card, size)).toBe(full[size]);
    // The <img> and the server's preload name the same addresses from either shape.
    expect(srcSetOf(card, true)).toBe(srcSetOf(full, true));
    expect(fallbackSrcOf(card, true)).toBe(full.card);
  });
});
