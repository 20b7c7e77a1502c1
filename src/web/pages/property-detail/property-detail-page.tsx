// One listing (docs/product/screens.md#property-detail): gallery first, then rent,
// deposit and availability at a glance, the overview, amenities and description;
// Get Contact Info stays in a sticky bar on phones, and Message owner follows it. A tapped
// photo opens the full-screen gallery as a history entry of its own, so Back closes it.
import { MapPin } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { DETAIL_IMAGE_SIZES } from '../../../shared/photo-srcset.ts';
import type { Listing } from '../../../shared/schemas/listing.ts';
import { ApiError } from '../../api/client.ts';
import { countView } from '../../api/listing/count-view.ts';
import { useListing } from '../../api/listing/get-listing-by-id.ts';
import { DetailMissing } from '../../components/detail-missing.tsx';
import { ImageCarousel } from '../../components/image-carousel.tsx';
import { ListingOwnerActions, useCanManage } from '../../components/listing-owner-actions.tsx';
import { MoveInCostBreakdown } from '../../components/move-in-cost.tsx';
import { PhotoGallery } from '../../components/photo-gallery.tsx';
import { ConfirmedAgo } from '../../components/property-card.tsx';
import { ReportListingButton } from '../../components/report-listing-button.tsx';
import { ShareButton } from '../../components/share-button.tsx';
import { WishlistButton } from '../../components/wishlist-button.tsx';
import { MessagePosterButton } from '../../features/conversations/message-poster-button.tsx';
import { BookVisitButton } from '../../features/viewings/book-visit-button.tsx';
import { useListingTitle, usePlaceNames } from '../../i18n/place-names.ts';
import { useEnumLabel } from '../../i18n/use-enum-label.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { pageOrigin } from '../../page-origin.ts';
import { paths } from '../../paths.ts';
import { rememberViewed } from '../../state/offline-homes.ts';
import { DetailSection } from './detail-section.tsx';
import { DetailSkeleton, StatusNotice } from './detail-states.tsx';
import { FairRent } from './fair-rent.tsx';
import { GalleryImage } from './gallery-image.tsx';
import { GetContactInfoButton } from './get-contact-button.tsx';
import { ListingAmenities, ListingOverview } from './listing-overview.tsx';
import { SimilarHomes } from './similar-homes.tsx';

export default function PropertyDetailPage() {
  const params = useParams();
  const id = Number(params.listed_id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const query = useListing(valid ? id : null);
  if (!valid || (query.error instanceof ApiError && query.error.status === 404)) return <DetailMissing />;
  if (query.isError) return <DetailMissing failed onRetry={() => void query.refetch()} />;
  if (!query.data) return <DetailSkeleton />;
  return <ListingDetail listing={query.data} />;
}

/** The gallery's open photo lives in the history entry's state. */
type GalleryState = { photo?: number } | null;

function ListingDetail({ listing }: { listing: Listing }) {
  const { t } = useTranslation();
  const enumLabel = useEnumLabel();
  const format = useFormat();
  const title = useListingTitle()(listing);
  const places = usePlaceNames();
  const navigate = useNavigate();
  const location = useLocation();
  const canManage = useCanManage(listing);
  const galleryPhoto = (location.state as GalleryState)?.photo;
  // Remembered on the device for the offline page (docs/decisions/0067-offline-and-install.md).
  useEffect(() => rememberViewed(listing), [listing]);
  // The poster looking at their own page, or an admin, is not a view (docs/product/rents.md#the-posters-numbers).
  useEffect(() => {
    if (!canManage) countView(listing.id);
  }, [listing.id, canManage]);
  const openGallery = (photo: number) =>
    navigate({ pathname: location.pathname, search: location.search }, { state: { photo } });
  const closeGallery = () => {
    // The entry the gallery pushed goes; reopened from history with nothing before it, it is replaced.
    if (((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0) navigate(-1);
    else navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  };
  const glance = [
    { label: t('detail.deposit'), value: format.rupees(listing.deposit) },
    { label: t('addListing.availableFrom'), value: format.longDate(listing.available_from) },
  ];
  return (
    <article className="mx-auto w-full max-w-6xl px-4 pt-4 pb-28 lg:pb-12">
      <div className="lg:grid lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-8">
        <ImageCarousel
          photos={listing.photos}
          alt={title}
          sizes={DETAIL_IMAGE_SIZES}
          priority="high"
          onOpen={openGallery}
          image={GalleryImage}
        />
        {galleryPhoto !== undefined && listing.photos[galleryPhoto] && (
          <PhotoGallery photos={listing.photos} alt={title} start={galleryPhoto} onClose={closeGallery} />
        )}
        <div className="mt-4 lg:mt-0">
          <div className="flex items-start justify-between gap-3">
            <div>
              <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
              <p className="mt-1 flex items-center gap-1 text-slate-600">
                <MapPin aria-hidden="true" className="h-4 w-4 shrink-0" />
                {places.where(listing)}
              </p>
            </div>
            <WishlistButton listing={listing} className="border border-slate-200" />
          </div>
          <p className="mt-4 text-slate-900">
            <span className="text-3xl font-bold sm:text-4xl">{format.rupees(listing.rent)}</span>{' '}
            <span className="text-slate-600">{format.rentPeriod(listing.property_type)}</span>
          </p>
          <dl className="mt-3 grid grid-cols-2 gap-3">
            {glance.map(({ label, value }) => (
              <div key={label} className="rounded-xl bg-white p-3 shadow-sm">
                <dt className="text-sm text-slate-600">{label}</dt>
                <dd className="font-semibold text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
          {listing.status === 'live' && <FairRent listingId={listing.id} locality={listing.locality} />}
          <MoveInCostBreakdown listing={listing} />
          <div className="mt-3">
            <ShareButton title={title} url={new URL(paths.propertyDetail(listing.id), pageOrigin()).href} />
          </div>
          <p className="mt-4 text-slate-700">
            {t('detail.postedByBefore')}
            <span className="font-semibold text-slate-900">{listing.full_name || t('detail.thePoster')}</span>
            {t('detail.postedByAfter', { by: enumLabel('listedBy', listing.listed_by) })}
          </p>
          {listing.status === 'live' ? (
            <>
              <ConfirmedAgo listing={listing} className="mt-2" />
              {listing.offer_accepted && (
                <p className="mt-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
                  {t('deals.offerAcceptedNotice')}
                </p>
              )}
              <div
                data-sticky-action-bar
                className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 p-3 backdrop-blur lg:static lg:mt-4 lg:border-0 lg:bg-transparent lg:p-0"
              >
                <GetContactInfoButton listing={listing} className="w-full" />
              </div>
              <MessagePosterButton listing={listing} className="mt-3 w-full" />
              <BookVisitButton listing={listing} className="mt-3 w-full" />
            </>
          ) : (
            <StatusNotice status={listing.status} isPoster={canManage} />
          )}
          {!canManage && (
            <div className="mt-2">
              <ReportListingButton listing={{ id: listing.id, title }} />
            </div>
          )}
          {canManage && (
            <div className="mt-4">
              <ListingOwnerActions
                listing={listing}
                onDeleted={() => navigate(paths.myProperties(), { replace: true })}
              />
            </div>
          )}
        </div>
      </div>
      <div className="mt-6 grid gap-4 lg:grid-cols-2">
        <ListingOverview listing={listing} />
        <div className="flex min-w-0 flex-col gap-4">
          <ListingAmenities amenities={listing.amenities} />
          <DetailSection headingId="description-heading" title={t('detail.description')}>
            <p className="mt-2 whitespace-pre-line text-slate-800">
              {listing.description || t('detail.noDescription')}
            </p>
          </DetailSection>
        </div>
      </div>
      <SimilarHomes listingId={listing.id} />
    </article>
  );
}
