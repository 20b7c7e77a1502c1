// 'Amenities Available', 'Build-in Category' (admins only) and 'Description'.
import { useFormContext } from 'react-hook-form';
import { AMENITIES, BUILDIN_CATEGORIES } from '../../../shared/enums.ts';
import { AmenityIcon } from '../../components/amenity-icon.tsx';
import { Field, inputClass } from './field.tsx';
import type { ListingFormInput } from './form-values.ts';

const checkTile =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-800 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50';

export function AmenitiesSection() {
  const { register } = useFormContext<ListingFormInput>();
  return (
    <fieldset className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
      <legend className="px-1 text-lg font-semibold text-slate-900">Amenities Available</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
        {AMENITIES.map((amenity) => (
          <label key={amenity} className={checkTile}>
            <input
              type="checkbox"
              value={amenity}
              className="h-4 w-4 shrink-0 accent-brand-700"
              {...register('amenities')}
            />
            {/* Icon above the words on phones, so long names fit two columns at 360 px. */}
            <span className="flex min-w-0 flex-col gap-1 sm:flex-row sm:items-center sm:gap-2">
              <AmenityIcon amenity={amenity} className="h-5 w-5 shrink-0 text-brand-700" />
              {amenity}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function BuildinCategorySection() {
  const { register } = useFormContext<ListingFormInput>();
  return (
    <fieldset className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
      <legend className="px-1 text-lg font-semibold text-slate-900">Build-in Category</legend>
      <p className="mb-3 text-sm text-slate-600">
        Admins only: places the listing in the home page sections.
      </p>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {BUILDIN_CATEGORIES.map((category) => (
          <label key={category.value} className={checkTile}>
            <input
              type="checkbox"
              value={category.value}
              className="h-4 w-4 shrink-0 accent-brand-700"
              {...register('buildinCategory')}
            />
            {category.label}
          </label>
        ))}
        <label className={checkTile}>
          <input type="checkbox" className="h-4 w-4 shrink-0 accent-brand-700" {...register('assured')} />
          Assured
        </label>
      </div>
    </fieldset>
  );
}

export function DescriptionSection() {
  const { register, formState } = useFormContext<ListingFormInput>();
  const error = formState.errors.description?.message;
  return (
    <fieldset className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
      <legend className="px-1 text-lg font-semibold text-slate-900">Description</legend>
      <Field id="listing-description" label="About the property" error={error}>
        <textarea
          id="listing-description"
          rows={5}
          maxLength={5000}
          className={inputClass}
          placeholder="What makes it a good home: light, neighbours, commute, rules."
          {...register('description')}
        />
      </Field>
    </fieldset>
  );
}
