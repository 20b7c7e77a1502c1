// A filter chip in the language the site is read in (docs/product/search.md#applied-filters):
// the chips and the ways out of an empty result say what they are as data
// (src/shared/filter-chips.ts); in English the words are the chip's `label`, word for word.
import { useCallback } from 'react';
import type { ChipSay } from '../../../shared/filter-chips.ts';
import { useEnumLabel } from '../../i18n/use-enum-label.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { useTranslation } from '../../i18n/use-translation.ts';

/** say -> "Near Koramangala" / "Koramangala के पास". */
export const useChipText = () => {
  const { t } = useTranslation();
  const { rupees } = useFormat();
  const label = useEnumLabel();
  return useCallback(
    (say: ChipSay): string => {
      switch (say.kind) {
        case 'near':
          return t('filters.chip.near', { place: say.place });
        case 'propertyType':
          return label('propertyType', say.value);
        case 'listedBy':
          return t('filters.chip.listedBy', { who: label('listedBy', say.value) });
        case 'configuration':
          return label('configuration', say.value);
        case 'tenantType':
          return say.value === 'NO_PREFERENCE'
            ? t('filters.chip.anyTenant')
            : t('filters.chip.for', { who: label('tenantType', say.value) });
        case 'food':
          return t('filters.chip.food', { food: label('foodPreference', say.value) });
        case 'furnishing':
          return label('furnishingForm', say.value);
        case 'brokerage':
          return say.value === 'ZERO'
            ? t('filters.chip.zeroBrokerage')
            : t('filters.chip.brokerage', { days: label('brokerage', say.value) });
        case 'rentRange':
          return t('filters.chip.rentRange', { min: rupees(say.min), max: rupees(say.max) });
        case 'rentFrom':
          return t('filters.chip.rentFrom', { min: rupees(say.min) });
        case 'rentUpTo':
          return t('filters.chip.rentUpTo', { max: rupees(say.max) });
        case 'moveInUnder':
          return t('filters.chip.moveInUnder', { max: rupees(say.max) });
        case 'mapArea':
          return t('filters.chip.mapArea');
      }
    },
    [t, rupees, label],
  );
};
