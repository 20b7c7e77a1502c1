// Categories that have public posts: a row that scrolls sideways on phones, a list on
// the right on desktop. Choosing one starts again from page 1.

import type { BlogCategory } from '../../../shared/enums.ts';
import { useEnumLabel } from '../../i18n/use-enum-label.ts';
import { useTranslation } from '../../i18n/use-translation.ts';

export function CategoryList(props: {
  categories: { category: string }[];
  selected: BlogCategory | undefined;
  onSelect: (category: BlogCategory | undefined) => void;
}) {
  const { categories, selected, onSelect } = props;
  const { t } = useTranslation();
  const label = useEnumLabel();
  const item = (text: string, value: BlogCategory | undefined) => {
    const active = selected === value;
    return (
      <li key={value ?? ''} className="shrink-0">
        <button
          type="button"
          aria-pressed={active}
          onClick={() => onSelect(value)}
          className={`min-h-11 w-full rounded-full px-4 text-left text-sm font-medium lg:rounded-lg ${
            active
              ? 'bg-brand-700 text-white'
              : 'bg-white text-slate-800 ring-1 ring-slate-200 hover:bg-brand-50'
          }`}
        >
          {text}
        </button>
      </li>
    );
  };
  return (
    <nav aria-labelledby="blog-categories-heading">
      <h2 id="blog-categories-heading" className="mb-2 text-sm font-semibold text-slate-700 lg:text-base">
        {t('blogs.categories')}
      </h2>
      <ul className="-mx-4 flex snap-x gap-2 overflow-x-auto px-4 pb-2 lg:mx-0 lg:flex-col lg:overflow-visible lg:px-0">
        {item(t('blogs.all'), undefined)}
        {categories.map(({ category }) => item(label('blogCategory', category), category as BlogCategory))}
      </ul>
    </nav>
  );
}
