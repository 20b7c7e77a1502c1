// The listing card (docs/product/screens.md#property-card): everything needed to decide whether
// to open a home, with rent as the biggest figure (docs/product/screens.md#look-and-feel).
import { BadgeCheck, MapPin } from 'lucide-react';
import { memo, Suspense } from 'react';
import { Link } from 'react-router';
import { moveInCost } from '../../shared/move-in-cost.ts';
import type { ListingCard } from '../../shared/schemas/listing.ts';
import { useListingTitle, usePlaceNames } from '../i18n/place-names.ts';
import { useEnumLabel } from '../i18n/use-enum-label.ts';
import { useFormat } from '../i18n/use-format.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { paths } from '../paths.ts';
import { ImageCarousel } from './image-carousel.tsx';
import { LogoMark } from './logo.tsx';
import { WishlistButton } from './wishlist-button.tsx';

/** The poster's own paused or rented listings say so on their card (My Properties). */
export const STATUS_LABEL = {
  live: null,
  paused: 'card.paused',
  rented: 'card.rentedOut',
} as const satisfies Record<ListingCard['status'], string | null>;

/** "Confirmed available 3 days ago" (docs/product/listings.md#freshness). */
export function ConfirmedAgo({ listing, className }: { listing: ListingCard; className?: string }) {
  const format = useFormat();
  return (
    <p className={`flex items-center gap-1 text-sm text-emerald-800 ${className ?? ''}`}>
      <BadgeCheck aria-hidden="true" className="h-4 w-4 shrink-0" />
      {format.confirmedAgo(listing.last_confirmed_at)}
    </p>
  );
}

/** Tenant listings carry the product mark (docs/product/screens.md#property-card). */
function TenantListedMark() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-white/95 px-2 py-1 text-xs font-semibold text-brand-800 shadow">
      <LogoMark className="h-4 w-4" />
      Thikana
    </span>
  );
}

type PropertyCardProps = {
  listing: ListingCard;
  onWishlistChange?: (wishlisted: 0 | 1) => void;
  /** Cards in the first screenful load their photo eagerly; the first card's is `high`. */
  priority?: boolean | 'high';
};

/**
 * Each card is a boundary of its own. On a page drawn by the server, React takes the cards over
 * one at a time between other work rather than all twenty in one long task, and a tap on a card
 * not taken over yet is replayed once it is (docs/decisions/0077-cards-taken-over-one-at-a-time.md).
 * In the browser's own renders the boundary changes nothing: a card never suspends. Memoised, so
 * a page re-rendering above its cards (a store written, the address replaced) neither redraws
 * them nor forces the ones not taken over yet to be taken over at once.
 */
export const PropertyCard = memo(function PropertyCard(props: PropertyCardProps) {
  return (
    <Suspense>
      <Card {...props} />
    </Suspense>
  );
});

function Card(props: PropertyCardProps) {
  const { listing, onWishlistChange, priority = false } = props;
  const { t } = useTranslation();
  const format = useFormat();
  const label = useEnumLabel();
  const title = useListingTitle()(listing);
  const places = usePlaceNames();
  const titleId = `listing-${listing.id}-title`;
  const status = STATUS_LABEL[listing.status];
  const details: [string, string][] = [
    [t('card.tenantType'), label('tenantType', listing.tenant_type)],
    [t('card.deposit'), format.rupees(listing.deposit)],
    [t('card.furnishing'), label('furnishing', listing.furnishing_status)],
    [t('card.moveInCost'), format.rupees(moveInCost(listing).total)],
  ];
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white p-3 shadow-sm"
    >
      <div className="relative">
        <ImageCarousel photos={listing.photos} alt={title} priority={priority} />
        <span className="absolute top-2 left-2 rounded-full bg-brand-800 px-2.5 py-1 text-xs font-semibold text-white">
          {label('propertyType', listing.property_type)}
        </span>
        <div className="absolute top-1 right-1">
          <WishlistButton listing={listing} onChange={onWishlistChange} />
        </div>
        {status && (
          <span className="absolute bottom-2 left-2 rounded-full bg-slate-900/85 px-2.5 py-1 text-xs font-semibold text-white">
            {t(status)}
          </span>
        )}
        {listing.listed_by === 'Tenant' && (
          <span className="absolute bottom-8 left-2">
            <TenantListedMark />
          </span>
        )}
        {/* Above the photo's dots (docs/decisions/0118-good-price.md). */}
        {listing.good_price && (
          <span className="absolute right-2 bottom-8 rounded-full bg-emerald-800 px-2.5 py-1 text-xs font-semibold text-white">
            {t('card.goodPrice')}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 pt-3">
        <h3 id={titleId} className="line-clamp-2 text-base font-semibold text-slate-900">
          {title}
        </h3>
        <p className="flex items-center gap-1 text-sm text-slate-600">
          <MapPin aria-hidden="true" className="h-4 w-4 shrink-0" />
          <span className="truncate">{places.where(listing)}</span>
        </p>
        <p className="text-sm text-slate-600">
          {t('card.managedBy', { who: label('listedBy', listing.listed_by) })}
        </p>
        {listing.status === 'live' && <ConfirmedAgo listing={listing} />}
        <p className="mt-1 text-slate-900">
          <span className="text-2xl font-bold">{format.rupees(listing.rent)}</span>{' '}
          <span className="text-sm text-slate-600">{format.rentPeriod(listing.property_type)}</span>
        </p>
        <dl className="grid grid-cols-2 gap-2 text-sm">
          {details.map(([term, value]) => (
            <div key={term}>
              <dt className="text-slate-600">{term}</dt>
              <dd className="font-medium text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        <Link
          to={paths.propertyDetail(listing.id)}
          className="mt-auto flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {t('card.viewDetails')}
        </Link>
      </div>
    </article>
  );
}

/** Same size as a card, shown while listings load so nothing jumps. */
export function PropertyCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex h-full animate-pulse flex-col rounded-2xl border border-slate-200 bg-white p-3 shadow-sm"
    >
      <div className="aspect-[4/3] w-full rounded-xl bg-slate-200" />
      <div className="flex flex-1 flex-col gap-1 pt-3">
        <div className="h-6 w-4/5 rounded bg-slate-200" />
        <div className="h-5 w-3/5 rounded bg-slate-200" />
        <div className="h-5 w-2/5 rounded bg-slate-200" />
        <div className="mt-1 h-8 w-1/2 rounded bg-slate-200" />
        <div className="grid grid-cols-2 gap-2">
          <div className="h-10 rounded bg-slate-200" />
          <div className="h-10 rounded bg-slate-200" />
          <div className="h-10 rounded bg-slate-200" />
        </div>
        <div className="mt-auto h-11 rounded-lg bg-slate-200" />
      </div>
    </div>
  );
}
