// A stored photo kept on the listing, with its Remove button (docs/product/listings.md#images).
import type { Photo } from '../../../shared/schemas/listing.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { PhotoTile } from './photo-tile.tsx';

export function KeptPhotoTile(props: { photo: Photo; number: number; onRemove: () => void }) {
  const { t } = useTranslation();
  return (
    <PhotoTile
      src={props.photo.sm}
      alt={t('addListing.photos.keptAlt', { number: props.number })}
      number={props.number}
      onRemove={props.onRemove}
    />
  );
}
