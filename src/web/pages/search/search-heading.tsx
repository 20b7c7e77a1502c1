// The search's heading: the list's own heading when one was opened from the home page, otherwise
// the city searched. After Filter, focus comes here rather than to the top of the page.
import type { Ref } from 'react';
import { usePlaceNames } from '../../i18n/place-names.ts';
import { useTranslation } from '../../i18n/use-translation.ts';

export function SearchHeading({
  ref,
  heading,
  city,
}: {
  ref: Ref<HTMLHeadingElement>;
  heading: string | undefined;
  city: string;
}) {
  const { t } = useTranslation();
  const places = usePlaceNames();
  return (
    <h1
      ref={ref}
      tabIndex={-1}
      className="scroll-mt-20 text-2xl font-semibold text-slate-900 focus:outline-none sm:text-3xl"
    >
      {heading ? heading : t('search.heading', { city: places.city(city) })}
    </h1>
  );
}
