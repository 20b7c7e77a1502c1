// A filter chip in the language the site is read in (docs/product/search.md#applied-filters):
// the chips and the ways out of an empty result say what they are as data
// (src/shared/filter-chips.ts); in English the words are the chip's `label`, word for word.
import { useCallback } from 'react';
import type { ChipSay } from '../../../shared/filter-chips.ts';
import { choiceFilterOfChip, flagFilterOfChip } from '../../../shared/search-filters.ts';
import type { MessageKey } from '../../i18n/i18n.ts';
import { type EnumGroup, useEnumLabel } from '../../i18n/use-enum-label.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { useTranslation } from '../../i18n/use-translation.ts';

/** say -> "Near Koramangala" / "Koramangala के पास". */
export const useChipText = () => {
  const { t } = useTranslation();
  const { rupees } = useFormat();
  const label = useEnumLabel();
  return useCallback(
    (say: ChipSay): string => {
      if ('value' in say) {
        const { text } = choiceFilterOfChip(say.kind);
        const own = text.chipOwn?.[say.value];
        if (own) return t(own as MessageKey);
        const value = label(text.labels as EnumGroup, say.value);
        return text.chip ? t(text.chip[0] as MessageKey, { [text.chip[1]]: value }) : value;
      }
      switch (say.kind) {
        case 'near':
          return t('filters.chip.near', { place: say.place });
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
        default:
          // What is left are the table's yes/no rows (src/shared/search-flags.ts).
          return t(flagFilterOfChip(say.kind).text.chip as MessageKey);
      }
    },
    [t, rupees, label],
  );
};
