// Loading and status states of the detail page, designed rather than blank; its missing and
// failed state is shared with the listing form (src/web/components/detail-missing.tsx).
import { Link } from 'react-router';
import type { Listing } from '../../../shared/schemas/listing.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { paths } from '../../paths.ts';

export function DetailSkeleton() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-label={t('detail.loading')}
      className="mx-auto w-full max-w-6xl animate-pulse px-4 pt-4"
    >
      <div className="lg:grid lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-8">
        <div className="aspect-[4/3] w-full rounded-xl bg-slate-200" />
        <div className="mt-4 space-y-3 lg:mt-0">
          <div className="h-8 w-4/5 rounded bg-slate-200" />
          <div className="h-5 w-1/2 rounded bg-slate-200" />
          <div className="h-10 w-2/5 rounded bg-slate-200" />
          <div className="h-16 rounded bg-slate-200" />
        </div>
      </div>
    </div>
  );
}

/**
 * A paused or rented listing keeps its page and says so; its contacts do not open
 * (docs/product/listings.md#listing-status).
 */
export function StatusNotice(props: { status: Exclude<Listing['status'], 'live'>; isPoster: boolean }) {
  const { t } = useTranslation();
  const status = props.status;
  const text = (() => {
    switch (status) {
      case 'rented':
        return { title: t('detail.rentedTitle'), body: t('detail.rentedText') };
      case 'paused':
        return {
          title: t('detail.pausedTitle'),
          body: props.isPoster ? t('detail.pausedPoster') : t('detail.pausedVisitor'),
        };
      default:
        return status satisfies never;
    }
  })();
  return (
    <div role="status" className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4">
      <p className="font-semibold text-slate-900">{text.title}</p>
      <p className="mt-1 text-sm text-slate-700">{text.body}</p>
      {!props.isPoster && (
        <Link to={paths.search()} className="mt-2 inline-block font-semibold text-brand-800 underline">
          {t('detail.searchSimilar')}
        </Link>
      )}
    </div>
  );
}
