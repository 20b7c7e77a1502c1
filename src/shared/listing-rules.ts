// The choices that depend on the property type (docs/product/listings.md#rules-per-property-type).
// The listing form offers exactly these; the server refuses anything else.
import type { Brokerage, Configuration, PropertyType, TenantType } from './enums.ts';
import { BROKERAGE_VALUES } from './enums.ts';

const BHK: readonly Configuration[] = ['_1BHK', '_2BHK', '_3BHK', '_4BHK', '_5BHK', '_6BHK'];
const SHARING: readonly Configuration[] = [
  'SINGLE_SHARING',
  'DOUBLE_SHARING',
  'TRIPLE_SHARING',
  'FOUR_SHARING',
];

type TypeRules = {
  configurations: readonly Configuration[];
  tenantTypes: readonly TenantType[];
  brokerages: readonly Brokerage[];
  /** Weekend homes are let by the day; everything else by the month. */
  rentPeriod: 'day' | 'month';
};

export const RULES_BY_PROPERTY_TYPE: Record<PropertyType, TypeRules> = {
  APARTMENT: {
    configurations: BHK,
    tenantTypes: ['NO_PREFERENCE', 'FAMILY', 'MALE', 'FEMALE'],
    brokerages: BROKERAGE_VALUES,
    rentPeriod: 'month',
  },
  PG_HOSTEL: {
    configurations: SHARING,
    tenantTypes: ['NO_PREFERENCE', 'MALE', 'FEMALE'],
    brokerages: BROKERAGE_VALUES,
    rentPeriod: 'month',
  },
  WEEKEND_HOME: {
    configurations: BHK,
    tenantTypes: ['FAMILY', 'BACHELOR'],
    brokerages: [],
    rentPeriod: 'day',
  },
  // No rule was given for co-living; it is shared living, so it follows PG/Hostel for
  // configurations and tenants but, like weekend homes, carries no brokerage
  // (docs/decisions/0014-co-living-follows-pg-without-brokerage.md).
  CO_LIVING: {
    configurations: SHARING,
    tenantTypes: ['NO_PREFERENCE', 'MALE', 'FEMALE'],
    brokerages: [],
    rentPeriod: 'month',
  },
};

export const hasBrokerage = (type: PropertyType) => RULES_BY_PROPERTY_TYPE[type].brokerages.length > 0;
export const rentPeriodOf = (type: PropertyType) => RULES_BY_PROPERTY_TYPE[type].rentPeriod;
