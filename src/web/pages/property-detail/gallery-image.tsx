// A listing photo on its own page: AVIF first, WebP where the browser does not take it
// (docs/decisions/0114-avif-photos.md). Cards stay WebP, so this lives with the page, not in the
// first render every page pays for.
import { srcSetOf } from '../../../shared/photo-srcset.ts';
import type { Photo } from '../../../shared/schemas/listing.ts';
import { type ImageProps, ListingImage } from '../../components/listing-image.tsx';

export function GalleryImage(props: ImageProps) {
  const { avif } = props.photo as ImageProps['photo'] & Pick<Photo, 'avif'>;
  if (!avif) return <ListingImage {...props} />;
  return (
    <picture>
      <source type="image/avif" srcSet={srcSetOf(avif, false)} sizes={props.sizes} />
      <ListingImage {...props} />
    </picture>
  );
}
