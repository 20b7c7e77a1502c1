// The hero: landing copy, city, free text and property-type chips; Search goes to
// /search with `search`, `property_type` and `city` (docs/product/screens.md#home).
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import type { PropertyType } from '../../../shared/enums.ts';
import { useCategories } from '../../api/listing/get-categories.ts';
import { CitySelect } from '../../components/city-select.tsx';
import { SearchBox } from '../../components/search-box.tsx';
import { useEnumLabel } from '../../i18n/use-enum-label.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { paths } from '../../paths.ts';
import { useCurrentCity } from '../../state/location.ts';

export function HomeSearch() {
  const { t } = useTranslation();
  const label = useEnumLabel();
  const navigate = useNavigate();
  const city = useCurrentCity();
  const categories = useCategories();
  const [text, setText] = useState('');
  const [chosenType, setPropertyType] = useState<PropertyType | null>(null);

  // Apartment is preselected once the categories are here (the first chip otherwise), in the
  // first render, so a page drawn on the server shows it too.
  const list = categories.data;
  const propertyType =
    chosenType ??
    list?.find((c) => c.property_type === 'APARTMENT')?.property_type ??
    list?.[0]?.property_type;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const query = new URLSearchParams();
    if (text.trim()) query.set('search', text.trim());
    if (propertyType) query.set('property_type', propertyType);
    query.set('city', city);
    navigate(paths.search(query));
  };

  return (
    <section className="bg-gradient-to-b from-brand-50 to-slate-50 px-4 pt-8 pb-6 sm:pt-14">
      <div className="mx-auto max-w-3xl text-center">
        <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-5xl">{t('home.title')}</h1>
        <p className="mt-3 text-base text-slate-700 sm:text-lg">{t('home.lead')}</p>
      </div>
      <search aria-label={t('home.find')}>
        <form
          onSubmit={onSubmit}
          className="mx-auto mt-6 max-w-3xl rounded-2xl border border-slate-200 bg-white p-3 shadow-md sm:p-4"
        >
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <CitySelect />
            <SearchBox
              text={text}
              onText={setText}
              label={t('home.search')}
              placeholder={t('home.placeholder')}
            />
          </div>
          <fieldset className="mt-3 min-w-0">
            <legend className="sr-only">{t('home.propertyType')}</legend>
            <div className="flex gap-2 overflow-x-auto pb-1">
              {(categories.data ?? []).map((category) => {
                const selected = category.property_type === propertyType;
                return (
                  <button
                    key={category.id}
                    type="button"
                    aria-pressed={selected}
                    onClick={() => setPropertyType(selected ? null : category.property_type)}
                    className={`inline-flex min-h-11 shrink-0 items-center rounded-full border px-4 text-sm font-medium ${
                      selected
                        ? 'border-brand-700 bg-brand-700 text-white'
                        : 'border-slate-300 bg-white text-slate-800 hover:border-brand-700'
                    }`}
                  >
                    {label('propertyType', category.property_type)}
                  </button>
                );
              })}
            </div>
          </fieldset>
        </form>
      </search>
    </section>
  );
}
