// The display label of a stored enumeration value in the language the site is read in
// (docs/decisions/0066-translation-catalogue.md). The English labels are those of
// src/shared/enums.ts, word for word; locales.test.ts holds them to it.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type en from './locales/en.json';

export type EnumGroup = keyof (typeof en)['enums'];

/** label('propertyType', 'PG_HOSTEL') -> "PG/Hostel" / "PG/हॉस्टल"; '' for no value. */
export const useEnumLabel = () => {
  const { t } = useTranslation();
  return useCallback(
    (group: EnumGroup, value: string | null | undefined) =>
      value ? t(`enums.${group}.${value}` as 'enums.propertyType.APARTMENT', { defaultValue: value }) : '',
    [t],
  );
};
