// The search's text box, its Search button and the Filters button that opens the filter popup
// (docs/product/search.md); the Filters button counts the filters in use.
import { Search as SearchIcon, SlidersHorizontal } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';

export function SearchForm({
  text,
  onText,
  onSubmit,
  filterCount,
  onFilters,
}: {
  text: string;
  onText: (text: string) => void;
  onSubmit: () => void;
  filterCount: number;
  onFilters: () => void;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <search aria-label={t('search.searchHomes')}>
      <form onSubmit={submit} className="mt-4 flex flex-col gap-2 sm:flex-row">
        <label htmlFor={inputId} className="sr-only">
          {t('search.search')}
        </label>
        <input
          id={inputId}
          type="search"
          value={text}
          onChange={(e) => onText(e.target.value)}
          placeholder={t('search.placeholder')}
          maxLength={200}
          className="min-h-11 flex-1 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-brand-700"
        />
        <div className="flex gap-2">
          <button
            type="submit"
            className="inline-flex min-h-11 flex-1 items-center justify-center gap-2 whitespace-nowrap rounded-lg bg-accent-500 px-6 sm:flex-none font-semibold text-slate-950 hover:bg-accent-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            <SearchIcon aria-hidden="true" className="h-5 w-5" />
            {t('search.search')}
          </button>
          <button
            type="button"
            onClick={onFilters}
            aria-haspopup="dialog"
            className="inline-flex min-h-11 flex-1 items-center justify-center gap-2 whitespace-nowrap rounded-lg border border-slate-300 bg-white px-4 sm:flex-none font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            <SlidersHorizontal aria-hidden="true" className="h-5 w-5" />
            {filterCount > 0 ? t('filters.buttonCount', { count: filterCount }) : t('filters.button')}
          </button>
        </div>
      </form>
    </search>
  );
}
