// What the search map draws (docs/product/search.md#map): the price pins, gathered into counted
// clusters where they crowd, and grouped further wherever their drawn boxes would still meet
// (pin-placement.ts), so no two overlap at any zoom (the locality names of a plain map are
// locality-labels.ts). Pins are DOM markers (role button, a spoken label), so a keyboard and a
// screen reader reach them.
import L from 'leaflet';
import Supercluster from 'supercluster';
import type { LatLng } from '../../../../shared/locality-centres.ts';
import type { ListingCard } from '../../../../shared/schemas/listing.ts';
import { pinLabel } from './pin-label.ts';
import { clusterSize, type PinMark, placePins } from './pin-placement.ts';
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

type Index = Supercluster<{ home: PlacedHome }>;
type Feature = ReturnType<Index['getClusters']>[number];
/** What one mark on the map stands for: a home, or a cluster of the index, where it is. */
type Item = { lat: number; lng: number; feature: Feature };

/** Pins are 30 px tall and as wide as their price (about 9 px a character in text-sm, plus padding). */
const PIN_HEIGHT = 30;
const pinWidth = (label: string) => label.length * 9 + 18;
/** A group is zoomed into no further than this (the tiles' last zoom in search-map.tsx); there it opens its first home. */
const MAX_ZOOM = 19;

const homeOf = (feature: Feature) =>
  'cluster' in feature.properties && feature.properties.cluster
    ? null
    : (feature.properties as { home: PlacedHome }).home;

/** Each pin and cluster of the index in view, as a mark of the size it is drawn. */
const marksInView = (map: L.Map, index: Index): PinMark<Item>[] => {
  const view = map.getBounds();
  const features = index.getClusters(
    [view.getWest(), view.getSouth(), view.getEast(), view.getNorth()],
    Math.round(map.getZoom()),
  );
  return features.map((feature) => {
    const [lng, lat] = feature.geometry.coordinates as [number, number];
    const point = map.latLngToContainerPoint([lat, lng]);
    const home = homeOf(feature);
    const count = home ? 1 : (feature.properties as { point_count: number }).point_count;
    const size = home ? { width: pinWidth(pinLabel(home.rent)), height: PIN_HEIGHT } : clusterSize(count);
    return { x: point.x, y: point.y, ...size, count, items: [{ lat, lng, feature }] };
  });
};

/** Pressing a cluster zooms to where its homes come apart; at the map's last zoom, opens the first. */
const zoomInto = (input: {
  map: L.Map;
  index: Index;
  items: Item[];
  onSelect: (home: PlacedHome) => void;
}) => {
  const { map, index, items } = input;
  const [only] = items;
  if (items.length === 1 && only && only.feature.id !== undefined) {
    const zoom = index.getClusterExpansionZoom(only.feature.id as number);
    map.setView([only.lat, only.lng], Math.min(zoom, 18));
    return;
  }
  const last = Math.min(map.getMaxZoom(), MAX_ZOOM);
  if (map.getZoom() < last) {
    map.fitBounds(L.latLngBounds(items.map((item) => [item.lat, item.lng])), {
      padding: [48, 48],
      maxZoom: last,
    });
    return;
  }
  const first = items.map((item) => homeOf(item.feature)).find((home) => home !== null);
  const leaf = first ?? index.getLeaves(items[0]!.feature.id as number, 1)[0]?.properties.home;
  if (leaf) input.onSelect(leaf);
};

/**
 * Draws the pins and clusters inside the map's view into `layer`, replacing what was there, and
 * gives the boxes they cover in the map's container, for the names to keep clear of.
 */
export const drawPins = (input: {
  map: L.Map;
  layer: L.LayerGroup;
  index: Index;
  selectedId: number | null;
  onSelect: (home: PlacedHome) => void;
  words: PinWords;
}) => {
  const { map, layer } = input;
  layer.clearLayers();
  const marks = placePins(marksInView(map, input.index));
  for (const mark of marks) {
    const [only] = mark.items;
    const home = mark.items.length === 1 && only ? homeOf(only.feature) : null;
    const at = map.containerPointToLatLng([mark.x, mark.y]);
    const marker = home ? homePin(input, home, at, mark.width) : clusterPin(mark.count, at, mark.width);
    marker.on('click', () =>
      home
        ? input.onSelect(home)
        : zoomInto({ map, index: input.index, items: mark.items, onSelect: input.onSelect }),
    );
    layer.addLayer(marker);
    const label = home ? input.words.pin(home, pinLabel(home.rent)) : input.words.cluster(mark.count);
    marker.getElement()?.setAttribute('aria-label', label);
  }
  return marks.map(
    (mark): Box => ({
      left: mark.x - mark.width / 2,
      top: mark.y - mark.height / 2,
      width: mark.width,
      height: mark.height,
    }),
  );
};

const homePin = (input: { selectedId: number | null }, home: PlacedHome, at: L.LatLng, width: number) =>
  L.marker(at, {
    icon: L.divIcon({
      className: '',
      iconSize: [width, PIN_HEIGHT],
      html: inside(home.id === input.selectedId ? SELECTED_PIN_CLASS : PIN_CLASS, pinLabel(home.rent)),
    }),
    riseOnHover: true,
  });

const clusterPin = (count: number, at: L.LatLng, size: number) =>
  L.marker(at, {
    icon: L.divIcon({ className: '', iconSize: [size, size], html: inside(CLUSTER_CLASS, String(count)) }),
  });
