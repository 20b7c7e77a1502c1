// 'Amenities Available', 'Build-in Category' (admins only) and 'Description'.
import { useFormContext } from 'react-hook-form';
import { AMENITIES, BUILDIN_CATEGORIES } from '../../../shared/enums.ts';
import { AmenityIcon } from '../../components/amenity-icon.tsx';
import { CheckboxGroup, tileClass } from '../../ui/checkbox-group.tsx';
import { Field } from '../../ui/field.tsx';
import { Textarea } from '../../ui/textarea.tsx';
import type { ListingFormInput } from './form-values.ts';

const sectionClass = 'rounded-2xl border border-slate-200 bg-white p-4 sm:p-6';
const sectionLegendClass = 'px-1 text-lg font-semibold text-slate-900';
const SECTION_LOOK = { className: sectionClass, legendClassName: sectionLegendClass };

const AMENITY_OPTIONS = AMENITIES.map((amenity) => ({
  value: amenity,
  // Icon above the words on phones, so long names fit two columns at 360 px.
  label: (
    <span className="flex min-w-0 flex-col gap-1 sm:flex-row sm:items-center sm:gap-2">
      <AmenityIcon amenity={amenity} className="h-5 w-5 shrink-0 text-brand-700" />
      {amenity}
    </span>
  ),
}));

export function AmenitiesSection() {
  const { register } = useFormContext<ListingFormInput>();
  return (
    <CheckboxGroup
      {...SECTION_LOOK}
      legend="Amenities Available"
      options={AMENITY_OPTIONS}
      inputProps={register('amenities')}
      gridClassName="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4"
    />
  );
}

export function BuildinCategorySection() {
  const { register } = useFormContext<ListingFormInput>();
  return (
    <CheckboxGroup
      {...SECTION_LOOK}
      legend="Build-in Category"
      hint="Admins only: places the listing in the home page sections."
      options={BUILDIN_CATEGORIES}
      inputProps={register('buildinCategory')}
      gridClassName="grid grid-cols-2 gap-2 sm:grid-cols-4"
      extra={
        <label className={tileClass}>
          <input type="checkbox" className="size-4 shrink-0 accent-brand-700" {...register('assured')} />
          Assured
        </label>
      }
    />
  );
}

export function DescriptionSection() {
  const { register, formState } = useFormContext<ListingFormInput>();
  return (
    <fieldset className={sectionClass}>
      <legend className={sectionLegendClass}>Description</legend>
      <Field
        id="listing-description"
        label="About the property"
        error={formState.errors.description?.message}
      >
        <Textarea
          rows={5}
          maxLength={5000}
          placeholder="What makes it a good home: light, neighbours, commute, rules."
          {...register('description')}
        />
      </Field>
    </fieldset>
  );
}
