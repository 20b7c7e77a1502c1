// 'Listing Details' and 'Property Details' of the listing form. The property type
// drives which configurations, tenant types and brokerages are offered.
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { CITY_NAMES } from '../../../shared/cities.ts';
import {
  BROKERAGES,
  CONFIGURATIONS,
  FOOD_PREFERENCES,
  FURNISHINGS,
  LISTED_BY,
  OCCUPANCIES,
  PROPERTY_TYPES,
  type PropertyType,
  TENANT_TYPES,
} from '../../../shared/enums.ts';
import { RULES_BY_PROPERTY_TYPE } from '../../../shared/listing-rules.ts';
import { usePlaceNames } from '../../i18n/place-names.ts';
import { type EnumGroup, useEnumLabel } from '../../i18n/use-enum-label.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { type Option, Select } from '../../ui/select.tsx';
import { AvailableFromField } from './available-from-field.tsx';
import { FormSection } from './form-section.tsx';
import type { ListingFormInput } from './form-values.ts';
import { RentBandHint } from './rent-band-hint.tsx';

function SelectField(props: {
  name: keyof ListingFormInput;
  label: string;
  options: readonly Option[];
  placeholder?: string;
}) {
  const { register, formState } = useFormContext<ListingFormInput>();
  return (
    <Field id={`listing-${props.name}`} label={props.label} error={formState.errors[props.name]?.message}>
      <Select options={props.options} placeholder={props.placeholder} {...register(props.name)} />
    </Field>
  );
}

function TextField(props: {
  name: keyof ListingFormInput;
  label: string;
  type?: string;
  inputMode?: 'numeric' | 'tel' | 'email';
  hint?: string;
  autoComplete?: string;
}) {
  const { register, formState } = useFormContext<ListingFormInput>();
  return (
    <Field
      id={`listing-${props.name}`}
      label={props.label}
      hint={props.hint}
      error={formState.errors[props.name]?.message}
    >
      <Input
        type={props.type ?? 'text'}
        inputMode={props.inputMode}
        autoComplete={props.autoComplete ?? 'off'}
        {...register(props.name)}
      />
    </Field>
  );
}

/** The options of an enumeration, labelled in the reader's language. */
const useOptions = () => {
  const label = useEnumLabel();
  return <V extends string>(group: EnumGroup, options: readonly { value: V }[], only?: readonly V[]) =>
    options
      .filter((o) => !only || only.includes(o.value))
      .map((o) => ({ value: o.value, label: label(group, o.value) }));
};

export function ListingDetailsSection() {
  const { t } = useTranslation();
  const places = usePlaceNames();
  const options = useOptions();
  return (
    <FormSection title={t('addListing.listingDetails')} description={t('addListing.listingDetailsHint')}>
      <SelectField
        name="listed_by"
        label={t('addListing.listedBy')}
        options={options('listedBy', LISTED_BY)}
      />
      <TextField name="full_name" label={t('addListing.contactName')} autoComplete="name" />
      <TextField
        name="mobile_no"
        label={t('addListing.contactMobile')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
      />
      <TextField
        name="email"
        label={t('addListing.contactEmail')}
        type="email"
        inputMode="email"
        autoComplete="email"
      />
      <SelectField
        name="city"
        label={t('addListing.city')}
        options={CITY_NAMES.map((c) => ({ value: c, label: places.city(c) }))}
      />
      <TextField name="locality" label={t('addListing.locality')} hint={t('addListing.localityHint')} />
    </FormSection>
  );
}

export function PropertyDetailsSection() {
  const { control, getValues, setValue } = useFormContext<ListingFormInput>();
  const propertyType = (useWatch({ control, name: 'property_type' }) ?? 'APARTMENT') as PropertyType;
  const rules = RULES_BY_PROPERTY_TYPE[propertyType];
  const { t } = useTranslation();
  const options = useOptions();
  const format = useFormat();

  // A new type may not offer the chosen configuration, tenant or brokerage: clear them.
  useEffect(() => {
    const current = getValues();
    if (current.configuration && !rules.configurations.includes(current.configuration as never)) {
      setValue('configuration', '' as never);
    }
    if (current.tenant_type && !rules.tenantTypes.includes(current.tenant_type as never))
      setValue('tenant_type', '' as never);
    if (current.brokerage && !rules.brokerages.includes(current.brokerage as never))
      setValue('brokerage', '');
  }, [rules, getValues, setValue]);

  return (
    <FormSection title={t('addListing.propertyDetails')}>
      <SelectField
        name="property_type"
        label={t('addListing.propertyType')}
        options={options('propertyType', PROPERTY_TYPES)}
      />
      <SelectField
        name="configuration"
        label={t('addListing.configuration')}
        options={options('configuration', CONFIGURATIONS, rules.configurations)}
        placeholder={t('addListing.choose')}
      />
      <SelectField
        name="tenant_type"
        label={t('addListing.preferredTenant')}
        options={options('tenantType', TENANT_TYPES, rules.tenantTypes)}
        placeholder={t('addListing.choose')}
      />
      <SelectField
        name="occupancy"
        label={t('addListing.occupancy')}
        options={options('occupancy', OCCUPANCIES)}
        placeholder={t('addListing.notSpecified')}
      />
      <SelectField
        name="furnishing_status"
        label={t('addListing.furnishing')}
        options={options('furnishingForm', FURNISHINGS)}
        placeholder={t('addListing.choose')}
      />
      <SelectField
        name="food_allowed"
        label={t('addListing.food')}
        options={options('foodPreference', FOOD_PREFERENCES)}
      />
      {rules.brokerages.length > 0 && (
        <SelectField
          name="brokerage"
          label={t('addListing.brokerage')}
          options={options('brokerage', BROKERAGES, rules.brokerages)}
          placeholder={t('addListing.notSpecified')}
        />
      )}
      <TextField
        name="rent"
        label={t('addListing.rent', { period: format.rentPeriod(propertyType) })}
        inputMode="numeric"
      />
      <RentBandHint />
      <TextField name="deposit" label={t('addListing.deposit')} inputMode="numeric" />
      <AvailableFromField />
    </FormSection>
  );
}
