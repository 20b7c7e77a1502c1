// A city's rents by locality and configuration, or one locality's beside its city's
// (docs/product/rents.md), for the /rents pages. The server puts this answer in a drawn page,
// asked with the same address (docs/decisions/0117-rent-pages.md).
import { useQuery } from '@tanstack/react-query';
import { RENT_API } from '../../../shared/api-rents.ts';
import type { CityRents } from '../../../shared/schemas/rents.ts';
import { getJson } from '../client.ts';

const cityRentsQueryKey = (city: string, locality: string | undefined) =>
  ['rents', 'city', city, locality ?? null] as const;

export const useCityRents = (city: string, locality: string | undefined) =>
  useQuery({
    queryKey: cityRentsQueryKey(city, locality),
    queryFn: () => getJson<CityRents>(RENT_API.city, { city, locality }),
    retry: false,
  });
