import { useQuery } from '@tanstack/react-query';
import { API } from '../../../shared/api.ts';
import type { MapSettings } from '../../../shared/schemas/search.ts';
import { getJson } from '../client.ts';

/** The map's tiles, or none for a plain map (docs/product/search.md#map); they change only with a restart. */
export const useMapSettings = () =>
  useQuery({
    queryKey: ['map', 'settings'] as const,
    queryFn: () => getJson<MapSettings>(API.map.settings),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
