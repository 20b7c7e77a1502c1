// The home behind a tapped pin (docs/product/search.md#map), over the foot of the map.
import { Link } from 'react-router';
import { cardPhotoSize } from '../../../../shared/photo-srcset.ts';
import { useListingTitle, usePlaceNames } from '../../../i18n/place-names.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { paths } from '../../../paths.ts';
import { CloseButton } from '../../../ui/close-button.tsx';
import type { PlacedHome } from './map-layers.ts';

export function MiniCard({ home, onClose }: { home: PlacedHome; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const title = useListingTitle()(home);
  const places = usePlaceNames();
  const photo = home.photos[0];
  return (
    <article
      aria-label={title}
      className="absolute inset-x-3 bottom-3 z-[1000] flex gap-3 rounded-xl bg-white p-3 shadow-lg ring-1 ring-slate-200"
    >
      {photo && (
        <img
          src={cardPhotoSize(photo, 'card')}
          alt=""
          width={96}
          height={72}
          className="h-18 w-24 shrink-0 rounded-lg object-cover"
        />
      )}
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold text-slate-900">{title}</p>
        <p className="truncate text-sm text-slate-600">{places.where(home)}</p>
        <p className="mt-1 font-semibold text-slate-900">{`${format.rupees(home.rent)} ${format.rentPeriod(home.property_type)}`}</p>
        <Link
          to={paths.propertyDetail(home.id)}
          className="mt-1 inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          {t('card.viewDetails')}
        </Link>
      </div>
      <CloseButton label={t('map.close')} onClick={onClose} className="h-11 w-11 shrink-0 text-slate-600" />
    </article>
  );
}
