// On My Properties, a listing paused over reports says so, with "It is still available",
// which brings it back at once; one our team paused says so, without a button
// (docs/product/listings.md#reports, docs/decisions/0098-report-weights.md).
import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ListingWithContact } from '../../../shared/schemas/listing.ts';
import { messageOf } from '../../api/client.ts';
import { useConfirmListing } from '../../api/trust/listing-status.ts';
import { useListingTitle } from '../../i18n/place-names.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { toast } from '../../toast.ts';
import { Button } from '../../ui/button.tsx';

export function PausedBanner({ listing }: { listing: ListingWithContact }) {
  const { t } = useTranslation();
  const confirm = useConfirmListing();
  const title = useListingTitle()(listing);
  if (listing.status !== 'paused') return null;
  const afterReports = listing.paused_reason === 'reports';
  if (!afterReports && listing.paused_reason !== 'admin') return null;
  const heading = afterReports ? t('myProperties.pausedAfterReports') : t('myProperties.pausedByAdmin');
  return (
    <section
      aria-label={`${heading}: ${title}`}
      className="flex flex-col gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <p className="flex items-center gap-2 font-semibold">
        <CircleAlert aria-hidden="true" className="h-4 w-4 shrink-0" />
        {heading}
      </p>
      <p>{afterReports ? t('myProperties.pausedAfterReportsHint') : t('myProperties.pausedByAdminHint')}</p>
      {afterReports && (
        <Button
          isLoading={confirm.isPending}
          loadingLabel={t('listingCheck.saving')}
          aria-label={t('myProperties.stillAvailableOn', { title })}
          onClick={() =>
            confirm.mutate(listing.id, {
              onSuccess: (answer) => toast.success(answer.message),
              onError: (error) => toast.error(messageOf(error)),
            })
          }
        >
          <CircleCheck aria-hidden="true" className="h-4 w-4" />
          {t('myProperties.stillAvailable')}
        </Button>
      )}
    </section>
  );
}
