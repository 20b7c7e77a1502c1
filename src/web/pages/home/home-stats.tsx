// Trusted By, Live Properties and Cities, counted from the database
// (docs/decisions/0012-home-figures-are-counted.md: figures on the site are true). Nothing is shown
// until the figures are known.
import { useStats } from '../../api/listing/get-stats.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { useTranslation } from '../../i18n/use-translation.ts';

export function HomeStats() {
  const { t } = useTranslation();
  const format = useFormat();
  const stats = useStats();
  const figures = [
    { label: t('homeMore.trustedBy'), value: stats.data?.trusted_by },
    { label: t('homeMore.liveProperties'), value: stats.data?.live_properties },
    { label: t('homeMore.cities'), value: stats.data?.cities },
  ];
  return (
    <section aria-label={t('homeMore.inNumbers')} className="mx-auto w-full max-w-7xl px-4 pt-4 pb-10">
      <dl className="grid grid-cols-3 gap-2 rounded-2xl bg-white p-4 text-center shadow-sm sm:p-6">
        {figures.map(({ label, value }) => (
          <div key={label} className="flex flex-col-reverse justify-end">
            <dt className="text-sm text-slate-600 sm:text-base">{label}</dt>
            <dd className="text-2xl font-bold text-brand-800 sm:text-4xl">
              {value === undefined ? (
                <span
                  aria-hidden="true"
                  className="inline-block h-8 w-16 animate-pulse rounded bg-slate-200"
                />
              ) : (
                format.count(value)
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
