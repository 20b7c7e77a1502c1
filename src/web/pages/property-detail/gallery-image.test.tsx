import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DETAIL_IMAGE_SIZES } from '../../../shared/photo-srcset.ts';
import { CARD_IMAGE_SIZES, ListingImage } from '../../components/listing-image.tsx';
import { aPhoto } from '../../test/listings.ts';
import { GalleryImage } from './gallery-image.tsx';

const withAvif = {
  ...aPhoto(1),
  avif: { sm: '/media/p1-sm.avif', md: '/media/p1-md.avif', lg: '/media/p1-lg.avif' },
};

describe('a listing photo', () => {
  it('offers the gallery AVIF first and WebP after, at the same sizes', () => {
    const { container } = render(
      <GalleryImage photo={withAvif} alt="Flat" sizes={DETAIL_IMAGE_SIZES} priority="high" />,
    );
    const picture = container.querySelector('picture')!;
    const [first, second] = [...picture.children];
    expect(first!.tagName).toBe('SOURCE');
    expect(first!.getAttribute('type')).toBe('image/avif');
    expect(first!.getAttribute('srcset')).toBe(
      '/media/p1-sm.avif 480w, /media/p1-md.avif 960w, /media/p1-lg.avif 1600w',
    );
    expect(first!.getAttribute('sizes')).toBe(DETAIL_IMAGE_SIZES);
    expect(second!.tagName).toBe('IMG');
    expect(second!.getAttribute('srcset')).toBe(
      '/media/p1-sm.webp 480w, /media/p1-md.webp 960w, /media/p1-lg.webp 1600w',
    );
    expect(second!.getAttribute('src')).toBe('/media/p1-md.webp');
  });

  it('stays a plain WebP image on a card, and in the gallery for a photo stored before AVIF', () => {
    const card = render(<ListingImage photo={withAvif} alt="Flat" sizes={CARD_IMAGE_SIZES} priority />);
    expect(card.container.querySelector('picture')).toBeNull();
    expect(card.container.querySelector('img')!.getAttribute('srcset')).toContain('p1-card.webp 400w');
    const old = render(<GalleryImage photo={aPhoto(2)} alt="Flat" sizes={DETAIL_IMAGE_SIZES} priority />);
    expect(old.container.querySelector('picture')).toBeNull();
  });
});
