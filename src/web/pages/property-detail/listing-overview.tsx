// The overview table and amenities of a listing (docs/product/screens.md#property-detail).
import { BadgeCheck } from 'lucide-react';
import type { Listing } from '../../../shared/schemas/listing.ts';
import { AmenityIcon } from '../../components/amenity-icon.tsx';
import { usePlaceNames } from '../../i18n/place-names.ts';
import { useEnumLabel } from '../../i18n/use-enum-label.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { DetailSection } from './detail-section.tsx';

export function ListingOverview({ listing }: { listing: Listing }) {
  const { t } = useTranslation();
  const label = useEnumLabel();
  const format = useFormat();
  const places = usePlaceNames();
  const rows: [string, React.ReactNode][] = [
    [t('detail.configuration'), label('configuration', listing.configuration)],
    [t('detail.propertyType'), label('propertyType', listing.property_type)],
    [t('detail.preferredTenant'), label('tenantType', listing.tenant_type)],
    [t('detail.furnishingStatus'), label('furnishing', listing.furnishing_status)],
    [t('detail.foodAllowed'), label('foodPreference', listing.food_allowed)],
    [t('detail.city'), places.city(listing.city)],
    [t('detail.possession'), format.longDate(listing.available_from)],
    ...(listing.occupancy
      ? [[t('detail.occupancy'), label('occupancy', listing.occupancy)] as [string, string]]
      : []),
    ...(listing.brokerage
      ? [[t('detail.brokerage'), label('brokerage', listing.brokerage)] as [string, string]]
      : []),
    [
      t('addListing.assured'),
      listing.assured ? (
        <span
          key="assured"
          className="inline-flex items-center gap-1 rounded-full bg-brand-100 px-2.5 py-0.5 font-semibold text-brand-800"
        >
          <BadgeCheck aria-hidden="true" className="h-4 w-4" />
          {t('addListing.assured')}
        </span>
      ) : (
        t('detail.notYet')
      ),
    ],
  ];
  return (
    <DetailSection headingId="overview-heading" title={t('detail.overview')}>
      <table className="mt-3 w-full text-left text-sm sm:text-base">
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label} className="border-t border-slate-100">
              <th scope="row" className="py-2.5 pr-4 font-normal text-slate-600">
                {label}
              </th>
              <td className="py-2.5 font-medium text-slate-900">{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </DetailSection>
  );
}

export function ListingAmenities({ amenities }: { amenities: Listing['amenities'] }) {
  const { t } = useTranslation();
  const label = useEnumLabel();
  return (
    <DetailSection headingId="amenities-heading" title={t('detail.amenities')}>
      {amenities.length === 0 ? (
        <p className="mt-2 text-slate-600">{t('detail.noAmenities')}</p>
      ) : (
        // The strip scrolls sideways on phones, so keyboards must be able to reach it (WCAG 2.1.1).
        <ul
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region needs focus to scroll by keyboard.
          tabIndex={0}
          aria-labelledby="amenities-heading"
          className="mt-3 flex snap-x gap-3 overflow-x-auto rounded-lg pb-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {amenities.map((amenity) => (
            <li
              key={amenity}
              className="flex w-28 shrink-0 snap-start flex-col items-center gap-2 rounded-xl border border-slate-200 bg-slate-50 p-3 text-center text-sm text-slate-800"
            >
              <AmenityIcon amenity={amenity} className="h-6 w-6 text-brand-700" />
              {label('amenity', amenity)}
            </li>
          ))}
        </ul>
      )}
    </DetailSection>
  );
}
