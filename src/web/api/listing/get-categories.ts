import { useQuery } from '@tanstack/react-query';
import { API } from '../../../shared/api.ts';
import type { GetCategoriesResponse } from '../../../shared/schemas/listing.ts';
import { getJson } from '../client.ts';

export const categoriesQueryKey = ['categories'] as const;

export const getCategories = () => getJson<GetCategoriesResponse>(API.listing.getCategories);

/** The property-type chips of the home search. */
export const useCategories = () =>
  useQuery({
    queryKey: categoriesQueryKey,
    queryFn: getCategories,
    staleTime: 60 * 60 * 1000,
    select: (d) => d.categories,
  });
