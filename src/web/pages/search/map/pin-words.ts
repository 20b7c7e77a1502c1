// What a screen reader hears for a pin and a cluster of the search map, in the reader's language
// (docs/product/search.md#map).
import { useListingTitle } from '../../../i18n/place-names.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { PinWords } from './map-layers.ts';

export function usePinWords(): PinWords {
  const { t } = useTranslation();
  const format = useFormat();
  const titleOf = useListingTitle();
  return {
    cluster: (count) => t('map.cluster', { count: String(count) }),
    pin: (home, label) =>
      t('map.pin', {
        price: label,
        title: titleOf(home),
        rent: `${format.rupees(home.rent)} ${format.rentPeriod(home.property_type)}`,
      }),
  };
}
