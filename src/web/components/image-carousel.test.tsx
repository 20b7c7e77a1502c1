import { act, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { aCardPhoto, aPhoto as photo } from '../test/listings.ts';
import { ImageCarousel } from './image-carousel.tsx';
import Slides from './image-slides.tsx';
import { ListingImage } from './listing-image.tsx';

const imagesOf = (html: string) => [...html.matchAll(/<img [^>]*>/g)].map((m) => m[0]);

describe('a card photo', () => {
  it('offers the card, small and medium sizes, never the 1600 px one', () => {
    const [img] = imagesOf(renderToStaticMarkup(<ImageCarousel photos={[photo(1)]} alt="2BHK" />));
    expect(img).toContain('src="/media/p1-card.webp"');
    expect(img).toContain('/media/p1-card.webp 400w');
    expect(img).toContain('/media/p1-md.webp 960w');
    expect(img).not.toContain('-lg.webp');
    expect(img).toContain('sizes="(min-width: 1280px) 300px');
  });

  it("fills a card answer's address pattern with each size (docs/decisions/0120-card-photos-as-one-pattern.md)", () => {
    const [pattern] = imagesOf(renderToStaticMarkup(<ImageCarousel photos={[aCardPhoto(1)]} alt="2BHK" />));
    const [own] = imagesOf(renderToStaticMarkup(<ImageCarousel photos={[photo(1)]} alt="2BHK" />));
    expect(pattern).toBe(own);
    expect(pattern).not.toContain('{size}');
  });

  it('is lazy below the fold', () => {
    const [img] = imagesOf(renderToStaticMarkup(<ImageCarousel photos={[photo(1)]} alt="2BHK" />));
    expect(img).toContain('loading="lazy"');
    expect(img).not.toMatch(/fetchPriority="high"|fetchpriority="high"/);
  });

  it('is fetched first and eagerly on the first card, before the carousel has loaded', () => {
    const html = renderToStaticMarkup(
      <ImageCarousel photos={[photo(1), photo(2)]} alt="2BHK" priority="high" />,
    );
    const [first, ...others] = imagesOf(html);
    expect(first).toContain('alt="2BHK, photo 1 of 2"');
    expect(first).toContain('loading="eager"');
    expect(first).toMatch(/fetchPriority="high"|fetchpriority="high"/);
    expect(others).toEqual([]);
  });

  it('keeps only the first slide eager once the carousel has loaded', () => {
    const html = renderToStaticMarkup(
      <Slides
        photos={[photo(1), photo(2)]}
        alt="2BHK"
        sizes="100vw"
        priority="high"
        frame=""
        onOpen={undefined}
        image={ListingImage}
      />,
    );
    const [first, second] = imagesOf(html);
    expect(first).toContain('loading="eager"');
    expect(second).toContain('loading="lazy"');
    expect(second).not.toMatch(/fetchPriority="high"|fetchpriority="high"/);
  });

  it('is eager but not first in line on the other cards above the fold', () => {
    const [img] = imagesOf(renderToStaticMarkup(<ImageCarousel photos={[photo(1)]} alt="2BHK" priority />));
    expect(img).toContain('loading="eager"');
    expect(img).not.toMatch(/fetchPriority="high"|fetchpriority="high"/);
  });
});

describe('a gallery photo', () => {
  it('offers every size up to 1600 px', () => {
    const html = renderToStaticMarkup(
      <ImageCarousel photos={[photo(1)]} alt="2BHK" sizes="100vw" priority="high" />,
    );
    expect(imagesOf(html)[0]).toContain('/media/p1-lg.webp 1600w');
  });
});

describe('a card carousel', () => {
  /** An IntersectionObserver the test moves the screen for. */
  const observers: ((entries: { isIntersecting: boolean }[]) => void)[] = [];
  class TestObserver {
    constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
      observers.push(callback);
    }
    observe() {}
    disconnect() {}
  }

  it('is set up only once its card comes near the screen', async () => {
    vi.stubGlobal('IntersectionObserver', TestObserver);
    try {
      render(<ImageCarousel photos={[photo(1), photo(2), photo(3)]} alt="2BHK" />);
      // Far down the page: the first photo only, no carousel to swipe yet.
      expect(screen.getAllByRole('img')).toHaveLength(1);
      expect(screen.queryByRole('button', { name: 'Next photo' })).toBeNull();
      act(() => {
        for (const notify of observers) notify([{ isIntersecting: true }]);
      });
      expect(await screen.findByRole('button', { name: 'Next photo' })).toBeDefined();
      expect(screen.getAllByRole('img')).toHaveLength(3);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
