// A listing's suggestions (docs/product/rents.md#the-posters-numbers), each with the step it asks
// for: edit the listing for rent or photos, set visiting hours in place. A figure is said only
// when the server computed one.
import { Link } from 'react-router';
import type { StatsSuggestion } from '../../../shared/schemas/listing-stats.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { paths } from '../../paths.ts';
import { HoursButton } from './listing-visits.tsx';

const useSuggestionText = () => {
  const { t } = useTranslation();
  const format = useFormat();
  return (suggestion: StatsSuggestion) => {
    switch (suggestion.kind) {
      case 'rent_above': {
        const values = { percent: suggestion.percent, median: format.rupees(suggestion.median) };
        return suggestion.contacts_ratio === null
          ? t('numbers.rentAbove', values)
          : t('numbers.rentAboveContacts', { ...values, ratio: suggestion.contacts_ratio });
      }
      case 'add_photos':
        return suggestion.views_ratio === null
          ? t('numbers.addPhotos')
          : t('numbers.addPhotosViews', { ratio: suggestion.views_ratio });
      case 'set_hours':
        return t('numbers.setHours');
      default:
        return suggestion satisfies never;
    }
  };
};

export function NumbersSuggestions(props: {
  listingId: number;
  title: string;
  suggestions: StatsSuggestion[];
}) {
  const { t } = useTranslation();
  const textOf = useSuggestionText();
  const action =
    'mt-2 inline-flex min-h-11 items-center justify-center rounded-lg border border-brand-700 px-4 font-semibold text-brand-800 hover:bg-brand-50';
  return (
    <section aria-labelledby="numbers-suggestions" className="mt-6">
      <h2 id="numbers-suggestions" className="text-lg font-semibold text-slate-900">
        {t('numbers.suggestionsHeading')}
      </h2>
      {props.suggestions.length === 0 ? (
        <p className="mt-2 text-slate-700">{t('numbers.noSuggestions')}</p>
      ) : (
        <ul className="mt-2 flex flex-col gap-3">
          {props.suggestions.map((suggestion) => (
            <li key={suggestion.kind} className="rounded-xl bg-white p-4 shadow-sm">
              <p className="text-slate-900">{textOf(suggestion)}</p>
              {suggestion.kind === 'set_hours' ? (
                <HoursButton
                  of={props.listingId}
                  title={props.title}
                  label={t('viewings.hoursTitle')}
                  className="mt-2"
                />
              ) : (
                <Link to={paths.addListing(props.listingId)} className={action}>
                  {t('numbers.editListing')}
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
