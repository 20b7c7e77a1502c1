import { useQuery } from '@tanstack/react-query';
import { API } from '../../../shared/api.ts';
import type { CityName } from '../../../shared/cities.ts';
import type { PropertyType } from '../../../shared/enums.ts';
import type { GetPropertyListResponse } from '../../../shared/schemas/listing.ts';
import { getJson } from '../client.ts';

export const propertyListQueryKey = (city: CityName, propertyType?: PropertyType) =>
  ['listings', 'list', city, propertyType ?? 'all'] as const;

export const getPropertyList = (city: CityName, propertyType?: PropertyType) =>
  getJson<GetPropertyListResponse>(API.listing.getPropertyList, {
    location: city,
    property_type: propertyType,
    view: 'card',
  }).then((d) => d.properties);

/** Live listings of the city, newest first; one property type or all. */
export const usePropertyList = (city: CityName, propertyType?: PropertyType, enabled = true) =>
  useQuery({
    queryKey: propertyListQueryKey(city, propertyType),
    queryFn: () => getPropertyList(city, propertyType),
    enabled,
  });
