// The display label of a stored enumeration value in the language the site is read in
// (docs/decisions/0066-translation-catalogue.md). The English labels are those of
// src/shared/enums.ts, word for word; locales.test.ts holds them to it.
import { useCallback } from 'react';
import type { MessageKey } from './i18n.ts';
import type en from './locales/en.json';
import { useTranslation } from './use-translation.ts';

export type EnumGroup = keyof (typeof en)['enums'];

/** label('propertyType', 'PG_HOSTEL') -> "PG/Hostel" / "PG/हॉस्टल"; '' for no value. */
export const useEnumLabel = () => {
  const { t } = useTranslation();
  return useCallback(
    (group: EnumGroup, value: string | null | undefined) => {
      if (!value) return '';
      const key = `enums.${group}.${value}` as MessageKey;
      const label = t(key);
      // A value the catalogue does not know yet is shown as stored.
      return label === key ? value : label;
    },
    [t],
  );
};
