// The rent index of a city, a locality, a type and a configuration (docs/product/rents.md): the
// band the add-listing form shows beside the rent. Nothing is asked until all four are known.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { RENT_API } from '../../../shared/api-rents.ts';
import type { RentFigures } from '../../../shared/schemas/rents.ts';
import { getJson } from '../client.ts';

export type FiguresOf = { city: string; locality?: string; property_type: string; configuration: string };

const rentFiguresQueryKey = (of: FiguresOf | null) => ['rents', 'figures', of] as const;

export const useRentFigures = (of: FiguresOf | null) =>
  useQuery({
    enabled: of !== null,
    queryKey: rentFiguresQueryKey(of),
    queryFn: () => getJson<RentFigures>(RENT_API.figures, of ?? undefined),
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 5 * 60_000,
  });
