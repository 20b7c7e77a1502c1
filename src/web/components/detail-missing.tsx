// A listing that does not exist or did not load, designed rather than blank: the detail
// page and the listing form show it.
import { HousePlus } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../i18n/use-translation.ts';
import { paths } from '../paths.ts';

export function DetailMissing(props: { failed?: boolean; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <HousePlus aria-hidden="true" className="h-12 w-12 text-slate-500" />
      <h1 className="mt-4 text-2xl font-semibold text-slate-900">
        {props.failed ? t('detail.loadFailed') : t('detail.missing')}
      </h1>
      <p className="mt-2 text-slate-700">
        {props.failed ? t('detail.checkConnection') : t('detail.missingText')}
      </p>
      <div className="mt-6 flex gap-3">
        {props.failed && (
          <button
            type="button"
            onClick={props.onRetry}
            className="inline-flex min-h-11 items-center rounded-lg border border-brand-700 px-5 font-semibold text-brand-800"
          >
            {t('listingGrid.tryAgain')}
          </button>
        )}
        <Link
          to={paths.search()}
          className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
        >
          {t('properties.searchHomes')}
        </Link>
      </div>
    </section>
  );
}
