// "Search this area", offered over the map once the person has moved it
// (docs/product/search.md#map).
import { Search } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation.ts';

export function SearchAreaButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onClick}
      className="absolute left-1/2 top-3 z-[1000] inline-flex min-h-11 -translate-x-1/2 items-center gap-2 whitespace-nowrap rounded-full bg-white px-4 font-semibold text-slate-900 shadow-lg ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      <Search aria-hidden="true" className="h-4 w-4" />
      {t('map.searchArea')}
    </button>
  );
}
