// The search's text box, its Search button and the Filters button that opens the filter popup
// (docs/product/search.md); the Filters button counts the filters in use.
import { SlidersHorizontal } from 'lucide-react';
import type { FormEvent } from 'react';
import { SearchBox } from '../../components/search-box.tsx';
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
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <search aria-label={t('search.searchHomes')}>
      {/* On a phone the box takes its own row, the two buttons share the next. */}
      <form
        onSubmit={submit}
        className="mt-4 flex flex-wrap gap-2 sm:flex-nowrap [&>button]:flex-1 sm:[&>button]:flex-none [&>input]:max-sm:basis-full"
      >
        <SearchBox
          text={text}
          onText={onText}
          label={t('search.search')}
          placeholder={t('search.placeholder')}
        />
        <button
          type="button"
          onClick={onFilters}
          aria-haspopup="dialog"
          className="inline-flex min-h-11 flex-1 items-center justify-center gap-2 whitespace-nowrap rounded-lg border border-slate-300 bg-white px-4 sm:flex-none font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          <SlidersHorizontal aria-hidden="true" className="h-5 w-5" />
          {filterCount > 0 ? t('filters.buttonCount', { count: filterCount }) : t('filters.button')}
        </button>
      </form>
    </search>
  );
}
