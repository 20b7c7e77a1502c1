// 'Amenities Available', 'Build-in Category' (admins only) and 'Description'.
import { useFormContext } from 'react-hook-form';
import { AMENITIES } from '../../../shared/amenities.ts';
import { BUILDIN_CATEGORIES } from '../../../shared/enums.ts';
import { AmenityIcon } from '../../components/amenity-icon.tsx';
import { useEnumLabel } from '../../i18n/use-enum-label.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { CheckboxGroup, tileClass } from '../../ui/checkbox-group.tsx';
import { Field } from '../../ui/field.tsx';
import { Textarea } from '../../ui/textarea.tsx';
import type { ListingFormInput } from './form-values.ts';

const sectionClass = 'rounded-2xl border border-slate-200 bg-white p-4 sm:p-6';
const sectionLegendClass = 'px-1 text-lg font-semibold text-slate-900';
const SECTION_LOOK = { className: sectionClass, legendClassName: sectionLegendClass };

export function AmenitiesSection() {
  const { register } = useFormContext<ListingFormInput>();
  const { t } = useTranslation();
  const label = useEnumLabel();
  const options = AMENITIES.map((amenity) => ({
    value: amenity,
    // Icon above the words on phones, so long names fit two columns at 360 px.
    label: (
      <span className="flex min-w-0 flex-col gap-1 sm:flex-row sm:items-center sm:gap-2">
        <AmenityIcon amenity={amenity} className="h-5 w-5 shrink-0 text-brand-700" />
        {label('amenity', amenity)}
      </span>
    ),
  }));
  return (
    <CheckboxGroup
      {...SECTION_LOOK}
      legend={t('addListing.amenities')}
      options={options}
      inputProps={register('amenities')}
      gridClassName="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4"
    />
  );
}

export function BuildinCategorySection() {
  const { register } = useFormContext<ListingFormInput>();
  const { t } = useTranslation();
  const label = useEnumLabel();
  return (
    <CheckboxGroup
      {...SECTION_LOOK}
      legend={t('addListing.buildinCategory')}
      hint={t('addListing.buildinHint')}
      options={BUILDIN_CATEGORIES.map((c) => ({ value: c.value, label: label('buildinCategory', c.value) }))}
      inputProps={register('buildinCategory')}
      gridClassName="grid grid-cols-2 gap-2 sm:grid-cols-4"
      extra={
        <label className={tileClass}>
          <input type="checkbox" className="size-4 shrink-0 accent-brand-700" {...register('assured')} />
          {t('addListing.assured')}
        </label>
      }
    />
  );
}

export function DescriptionSection() {
  const { register, formState } = useFormContext<ListingFormInput>();
  const { t } = useTranslation();
  return (
    <fieldset className={sectionClass}>
      <legend className={sectionLegendClass}>{t('addListing.description')}</legend>
      <Field
        id="listing-description"
        label={t('addListing.about')}
        error={formState.errors.description?.message}
      >
        <Textarea
          rows={5}
          maxLength={5000}
          placeholder={t('addListing.aboutPlaceholder')}
          {...register('description')}
        />
      </Field>
    </fieldset>
  );
}
