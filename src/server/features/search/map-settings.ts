// The one setting the browser's map needs (docs/product/search.md#map): which tiles to
// draw, and whose credit to show with them. Without MAP_TILE_URL the map draws no
// tiles: a plain background with locality names, which works offline and in tests.
import type { MapSettings } from '../../../shared/schemas/search.ts';
import type { Config } from '../../config.ts';

export const mapSettings = (config: Pick<Config, 'MAP_TILE_URL' | 'MAP_TILE_ATTRIBUTION'>): MapSettings =>
  config.MAP_TILE_URL
    ? { tile_url: config.MAP_TILE_URL, attribution: config.MAP_TILE_ATTRIBUTION }
    : { tile_url: null, attribution: null };
