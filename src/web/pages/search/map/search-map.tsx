// The search map (docs/product/search.md#map), loaded on demand with Leaflet. Tiles come
// from MAP_TILE_URL; without it the map is a plain background with locality names, which
// needs nothing from outside. Moving the map offers "Search this area", which searches
// the box in view (and puts it in the URL).
import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { CityName } from '../../../../shared/cities.ts';
import { cityCentre } from '../../../../shared/locality-centres.ts';
import type { ListingCard } from '../../../../shared/schemas/listing.ts';
import type { Bounds } from '../../../../shared/schemas/search.ts';
import { useMapSettings } from '../../../api/map/get-map-settings.ts';
import { usePlaceNames } from '../../../i18n/place-names.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { roundedBounds } from './bounds.ts';
import { addLocalityPane, drawLocalityLabels } from './locality-labels.ts';
import { clusterIndex, drawPins, type PlacedHome } from './map-layers.ts';
import { MiniCard } from './mini-card.tsx';
import { usePinWords } from './pin-words.ts';
import { SearchAreaButton } from './search-area-button.tsx';

type Props = {
  city: CityName;
  homes: ListingCard[];
  bounds: Bounds | undefined;
  onSearchArea: (bounds: Bounds) => void;
};

const CITY_ZOOM = 12;
const PINS_MAX_ZOOM = 15;

export default function SearchMap({ city, homes, bounds, onSearchArea }: Props) {
  const { t } = useTranslation();
  const places = usePlaceNames();
  const words = usePinWords();
  const settings = useMapSettings();
  const ready = settings.isSuccess || settings.isError;
  const tileUrl = settings.data?.tile_url ?? null;
  const attribution = settings.data?.attribution ?? '';

  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<{ map: L.Map; pins: L.LayerGroup; labels: L.LayerGroup | null } | null>(null);
  // Moves the page makes (fitting the results) are not the person's: they offer no "Search this area".
  const quiet = useRef(false);
  const [moved, setMoved] = useState(false);
  const [selected, setSelected] = useState<PlacedHome | null>(null);

  const placed = useMemo(() => homes.filter((h): h is PlacedHome => h.position !== null), [homes]);
  const index = useMemo(() => clusterIndex(placed), [placed]);
  const draw = useRef(() => {});
  draw.current = () => {
    const current = mapRef.current;
    if (!current) return;
    const pins = drawPins({
      map: current.map,
      layer: current.pins,
      index,
      selectedId: selected?.id ?? null,
      onSelect: setSelected,
      words,
    });
    if (current.labels) {
      const nameOf = (locality: string) => places.locality(city, locality);
      drawLocalityLabels({ map: current.map, layer: current.labels, city, pins, nameOf });
    }
  };

  const moveQuietly = (move: (map: L.Map) => void) => {
    const current = mapRef.current;
    if (!current) return;
    quiet.current = true;
    try {
      move(current.map);
    } finally {
      quiet.current = false;
    }
  };
  const fitResults = () =>
    moveQuietly((map) => {
      if (placed.length > 0) {
        const box = L.latLngBounds(placed.map((h) => [h.position.lat, h.position.lng]));
        map.fitBounds(box, { padding: [48, 48], maxZoom: PINS_MAX_ZOOM, animate: false });
      } else {
        const centre = cityCentre(city);
        map.setView([centre.lat, centre.lng], CITY_ZOOM, { animate: false });
      }
    });

  // The map itself, once the settings are known (or could not be had: then a plain map).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first view is fitted once; later results refit below.
  useEffect(() => {
    if (!ready || !container.current) return;
    // Without the zoom animation: Leaflet 1.9 throws when a map is removed while one runs (switching
    // to the list right after a zoom, https://github.com/Leaflet/Leaflet/issues/9575), and a step
    // without it is lighter on a phone.
    const map = L.map(container.current, {
      attributionControl: Boolean(tileUrl),
      zoomSnap: 0.5,
      zoomAnimation: false,
    });
    let labels: L.LayerGroup | null = null;
    if (tileUrl) {
      map.attributionControl.setPrefix(false);
      L.tileLayer(tileUrl, { attribution, maxZoom: 19 }).addTo(map);
    } else {
      labels = addLocalityPane(map);
    }
    const pins = L.layerGroup().addTo(map);
    mapRef.current = { map, pins, labels };
    map.on('movestart', () => {
      if (!quiet.current) setMoved(true);
    });
    map.on('moveend', () => draw.current());
    if (bounds) {
      moveQuietly((m) =>
        m.fitBounds(
          [
            [bounds.south, bounds.west],
            [bounds.north, bounds.east],
          ],
          { animate: false },
        ),
      );
    } else {
      fitResults();
    }
    draw.current();
    return () => {
      mapRef.current = null;
      map.remove();
    };
  }, [ready, tileUrl, attribution, city]);

  // New results: pins again, and, unless the search is of the area in view, a view that shows them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only new results refit the view.
  useEffect(() => {
    setSelected((current) => (current && placed.some((h) => h.id === current.id) ? current : null));
    if (!bounds) fitResults();
    draw.current();
  }, [placed]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new selection, or another language, redraws the pins and names.
  useEffect(() => draw.current(), [selected, t, places]);

  const searchArea = () => {
    const view = mapRef.current?.map.getBounds();
    if (!view) return;
    setMoved(false);
    setSelected(null);
    onSearchArea(
      roundedBounds({
        south: view.getSouth(),
        west: view.getWest(),
        north: view.getNorth(),
        east: view.getEast(),
      }),
    );
  };

  return (
    <div className="relative h-full overflow-hidden rounded-xl ring-1 ring-slate-200">
      <div
        ref={container}
        // Inline, over leaflet.css's grey: the plain map's light background.
        style={{ background: '#eef3f1' }}
        className="h-full w-full"
        role="application"
        aria-label={t('map.mapOf', { city: places.city(city) })}
      />
      {moved && <SearchAreaButton onClick={searchArea} />}
      {ready && placed.length === 0 && (
        <p className="absolute inset-x-3 bottom-3 z-[1000] rounded-lg bg-white/90 p-3 text-center text-sm text-slate-700 shadow">
          {t('map.noHomes')}
        </p>
      )}
      {selected && <MiniCard home={selected} onClose={() => setSelected(null)} />}
    </div>
  );
}
