import { useQuery } from '@tanstack/react-query';
import { API } from '../../../shared/api.ts';
import type { CityName } from '../../../shared/cities.ts';
import type { GetServicesResponse } from '../../../shared/schemas/service.ts';
import { getJson } from '../client.ts';

export const servicesQueryKey = (city?: CityName) =>
  city ? (['services', city] as const) : (['services'] as const);

export const getServices = (city: CityName, signal?: AbortSignal) =>
  getJson<GetServicesResponse>(API.services.getServices, { location: city }, signal);

export const useServices = (city: CityName) =>
  useQuery({
    queryKey: servicesQueryKey(city),
    queryFn: ({ signal }) => getServices(city, signal),
    select: (d) => d.services,
  });
