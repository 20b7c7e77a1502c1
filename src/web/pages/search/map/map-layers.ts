// What the search map draws (docs/product/search.md#map): the price pins, gathered into counted
// clusters where they crowd (the locality names of a plain map are locality-labels.ts). Pins are
// DOM markers (role button, a spoken label), so a keyboard and a screen reader reach them.
import L from 'leaflet';
import Supercluster from 'supercluster';
import type { LatLng } from '../../../../shared/locality-centres.ts';
import type { ListingCard } from '../../../../shared/schemas/listing.ts';
import { pinLabel } from './pin-label.ts';
import type { Box } from './place-labels.ts';

export type PlacedHome = ListingCard & { position: LatLng };

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

export const clusterIndex = (homes: PlacedHome[]) => {
  const index = new Supercluster<{ home: PlacedHome }>({ radius: 56, maxZoom: 17 });
  index.load(
    homes.map((home) => ({
      type: 'Feature' as const,
      properties: { home },
      geometry: { type: 'Point' as const, coordinates: [home.position.lng, home.position.lat] },
    })),
  );
  return index;
};

const PIN_CLASS =
  'flex items-center justify-center whitespace-nowrap rounded-full bg-white text-sm font-semibold text-slate-900 shadow-md ring-1 ring-slate-400 hover:bg-brand-50';
const SELECTED_PIN_CLASS =
  'flex items-center justify-center whitespace-nowrap rounded-full bg-brand-700 text-sm font-semibold text-white shadow-md ring-2 ring-white';
const CLUSTER_CLASS =
  'flex items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white shadow-md ring-4 ring-brand-100';

/**
 * The look goes on an element inside the marker: leaflet.css, outside Tailwind's layers,
 * wins over utilities on the marker element itself.
 */
const inside = (className: string, text: string) =>
  `<span class="h-full w-full ${className}">${escapeHtml(text)}</span>`;

/** What the pins say to a screen reader, in the language the site is read in. */
export type PinWords = {
  /** "12 homes here, zoom in" */
  cluster: (count: number) => string;
  /** "₹22k: Sunny 2BHK, ₹22,000 per month" */
  pin: (home: PlacedHome, label: string) => string;
};

/**
 * Draws the pins and clusters inside the map's view into `layer`, replacing what was there, and
 * gives the boxes they cover in the map's container, for the names to keep clear of.
 */
export const drawPins = (input: {
  map: L.Map;
  layer: L.LayerGroup;
  index: Supercluster<{ home: PlacedHome }>;
  selectedId: number | null;
  onSelect: (home: PlacedHome) => void;
  words: PinWords;
}) => {
  const { map, layer, index } = input;
  layer.clearLayers();
  const view = map.getBounds();
  const zoom = Math.round(map.getZoom());
  const features = index.getClusters(
    [view.getWest(), view.getSouth(), view.getEast(), view.getNorth()],
    zoom,
  );
  const boxes: Box[] = [];
  const covers = (lat: number, lng: number, width: number, height: number) => {
    const point = map.latLngToContainerPoint([lat, lng]);
    boxes.push({ left: point.x - width / 2, top: point.y - height / 2, width, height });
  };
  for (const feature of features) {
    const [lng, lat] = feature.geometry.coordinates as [number, number];
    if ('cluster' in feature.properties && feature.properties.cluster) {
      const count = feature.properties.point_count;
      const size = count < 10 ? 40 : count < 100 ? 48 : 56;
      covers(lat, lng, size, size);
      const marker = L.marker([lat, lng], {
        icon: L.divIcon({
          className: '',
          iconSize: [size, size],
          html: inside(CLUSTER_CLASS, String(count)),
        }),
      });
      marker.on('click', () => {
        map.setView([lat, lng], Math.min(index.getClusterExpansionZoom(feature.id as number), 18));
      });
      layer.addLayer(marker);
      marker.getElement()?.setAttribute('aria-label', input.words.cluster(count));
      continue;
    }
    const { home } = feature.properties as { home: PlacedHome };
    const label = pinLabel(home.rent);
    const width = label.length * 9 + 18;
    covers(lat, lng, width, 30);
    const marker = L.marker([lat, lng], {
      icon: L.divIcon({
        className: '',
        iconSize: [width, 30],
        html: inside(home.id === input.selectedId ? SELECTED_PIN_CLASS : PIN_CLASS, label),
      }),
      riseOnHover: true,
    });
    marker.on('click', () => input.onSelect(home));
    layer.addLayer(marker);
    marker.getElement()?.setAttribute('aria-label', input.words.pin(home, label));
  }
  return boxes;
};
