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
import { rentPeriodLabel } from '../../../shared/format.ts';
import { RULES_BY_PROPERTY_TYPE } from '../../../shared/listing-rules.ts';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { type Option, Select } from '../../ui/select.tsx';
import { FormSection } from './form-section.tsx';
import type { ListingFormInput } from './form-values.ts';

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

export function ListingDetailsSection() {
  return (
    <FormSection
      title="Listing Details"
      description="Your name is shown on the listing. Phone and email are only shared with pass holders in 'Owner Details'."
    >
      <SelectField name="listed_by" label="Listed by" options={LISTED_BY} />
      <TextField name="full_name" label="Contact name" autoComplete="name" />
      <TextField
        name="mobile_no"
        label="Contact mobile number"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
      />
      <TextField name="email" label="Contact email" type="email" inputMode="email" autoComplete="email" />
      <SelectField name="city" label="City" options={CITY_NAMES.map((c) => ({ value: c, label: c }))} />
      <TextField name="locality" label="Locality" hint="For example Andheri West or Koramangala" />
    </FormSection>
  );
}

const pick = <V extends string>(options: readonly { value: V; label: string }[], values: readonly V[]) =>
  options.filter((o) => values.includes(o.value));

export function PropertyDetailsSection() {
  const { control, getValues, setValue } = useFormContext<ListingFormInput>();
  const propertyType = (useWatch({ control, name: 'property_type' }) ?? 'APARTMENT') as PropertyType;
  const rules = RULES_BY_PROPERTY_TYPE[propertyType];

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
    <FormSection title="Property Details">
      <SelectField name="property_type" label="Property type" options={PROPERTY_TYPES} />
      <SelectField
        name="configuration"
        label="Configuration"
        options={pick(CONFIGURATIONS, rules.configurations)}
        placeholder="Choose"
      />
      <SelectField
        name="tenant_type"
        label="Preferred tenant"
        options={pick(TENANT_TYPES, rules.tenantTypes)}
        placeholder="Choose"
      />
      <SelectField name="occupancy" label="Occupancy" options={OCCUPANCIES} placeholder="Not specified" />
      <SelectField
        name="furnishing_status"
        label="Furnishing status"
        options={FURNISHINGS.map((f) => ({ value: f.value, label: f.formLabel }))}
        placeholder="Choose"
      />
      <SelectField name="food_allowed" label="Food allowed" options={FOOD_PREFERENCES} />
      {rules.brokerages.length > 0 && (
        <SelectField
          name="brokerage"
          label="Brokerage"
          options={pick(BROKERAGES, rules.brokerages)}
          placeholder="Not specified"
        />
      )}
      <TextField name="rent" label={`Rent in ₹ (${rentPeriodLabel(propertyType)})`} inputMode="numeric" />
      <TextField name="deposit" label="Security deposit in ₹" inputMode="numeric" />
      <TextField name="available_from" label="Available from" type="date" />
    </FormSection>
  );
}
