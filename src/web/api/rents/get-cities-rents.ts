// The 12 cities' rents side by side (docs/decisions/0144-rent-drawings-that-read.md), for the /rents
// page. The server puts this answer in a drawn page, asked with the same address.
import { useQuery } from '@tanstack/react-query';
import { RENT_API } from '../../../shared/api-rents.ts';
import type { CitiesRents } from '../../../shared/schemas/rents.ts';
import { getJson } from '../client.ts';

export const useCitiesRents = () =>
  useQuery({
    queryKey: ['rents', 'cities'] as const,
    queryFn: () => getJson<CitiesRents>(RENT_API.cities),
    retry: false,
  });
