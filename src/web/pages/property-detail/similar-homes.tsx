// Up to 6 similar homes under a listing (docs/product/search.md#similar-homes); nothing
// shows when there are none or they cannot be loaded.
import { useSimilarListings } from '../../api/listing/get-similar-listings.ts';
import { PropertyCard } from '../../components/property-card.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';

export function SimilarHomes({ listingId }: { listingId: number }) {
  const { t } = useTranslation();
  const similar = useSimilarListings(listingId);
  if (!similar.data || similar.data.length === 0) return null;
  return (
    <section aria-labelledby="similar-heading" className="mt-8">
      <h2 id="similar-heading" className="text-xl font-semibold text-slate-900">
        {t('detail.similar')}
      </h2>
      <ul aria-label={t('detail.similar')} className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {similar.data.map((listing) => (
          <li key={listing.id}>
            <PropertyCard listing={listing} />
          </li>
        ))}
      </ul>
    </section>
  );
}
