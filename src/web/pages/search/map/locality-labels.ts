// The locality names of a plain map (docs/product/search.md#map), drawn after the pins on every
// move, each where no pin, cluster, map button or other name is (place-labels.ts).
import L from 'leaflet';
import type { CityName } from '../../../../shared/cities.ts';
import { LOCALITY_CENTRES } from '../../../../shared/locality-centres.ts';
import { type Box, type LabelWish, placeLabels } from './place-labels.ts';

/** The pane of a plain map's locality names, under the pins, where no pointer or reader stops. */
export const addLocalityPane = (map: L.Map) => {
  const pane = map.createPane('localities');
  pane.setAttribute('aria-hidden', 'true');
  pane.style.pointerEvents = 'none';
  return L.layerGroup([], { pane: 'localities' }).addTo(map);
};

const LABEL_HEIGHT = 16;
const LABEL_CLASS = 'absolute whitespace-nowrap text-xs font-medium text-slate-600';

/** The width of a name in the labels' type, measured once per name. */
const measurer = (container: HTMLElement) => {
  const context = document.createElement('canvas').getContext('2d');
  if (context) context.font = `500 12px ${getComputedStyle(container).fontFamily}`;
  const widths = new Map<string, number>();
  return (text: string) => {
    let width = widths.get(text);
    if (width === undefined) {
      width = Math.ceil(context ? context.measureText(text).width : text.length * 7);
      widths.set(text, width);
    }
    return width;
  };
};
const measurers = new WeakMap<L.Map, (text: string) => number>();

/** The map's own buttons (zoom), which a name must not hide under. */
const controlBoxes = (map: L.Map): Box[] => {
  const container = map.getContainer();
  const origin = container.getBoundingClientRect();
  return [...container.querySelectorAll('.leaflet-control')].map((control) => {
    const box = control.getBoundingClientRect();
    return { left: box.left - origin.left, top: box.top - origin.top, width: box.width, height: box.height };
  });
};

/**
 * The city's locality names, each beside its centre where no pin or other name is
 * (place-labels.ts); a name with no room is left out until the map moves. Drawn again after
 * the pins, on every move. A centre known by two spellings is named once.
 */
export const drawLocalityLabels = (input: {
  map: L.Map;
  layer: L.LayerGroup;
  city: CityName;
  pins: Box[];
  nameOf: (locality: string) => string;
}) => {
  const { map, layer } = input;
  layer.clearLayers();
  let measure = measurers.get(map);
  if (!measure) {
    measure = measurer(map.getContainer());
    measurers.set(map, measure);
  }
  const size = map.getSize();
  const seen = new Set<string>();
  const wishes: (LabelWish & { centre: [number, number]; text: string })[] = [];
  for (const [locality, centre] of Object.entries(LOCALITY_CENTRES[input.city])) {
    if (seen.has(String(centre))) continue;
    seen.add(String(centre));
    const point = map.latLngToContainerPoint(centre as [number, number]);
    if (point.x < 0 || point.y < 0 || point.x > size.x || point.y > size.y) continue;
    const text = input.nameOf(locality);
    wishes.push({
      key: locality,
      x: point.x,
      y: point.y,
      width: measure(text),
      height: LABEL_HEIGHT,
      centre: [...centre],
      text,
    });
  }
  const view = { left: 0, top: 0, width: size.x, height: size.y };
  const byKey = new Map(wishes.map((w) => [w.key, w]));
  for (const { key, dx, dy } of placeLabels(wishes, [...input.pins, ...controlBoxes(map)], view)) {
    const wish = byKey.get(key)!;
    const label = document.createElement('span');
    label.className = LABEL_CLASS;
    label.textContent = wish.text;
    label.style.transform = `translate(calc(-50% + ${dx}px), calc(-50% + ${dy}px))`;
    layer.addLayer(
      L.marker(wish.centre, {
        pane: 'localities',
        interactive: false,
        keyboard: false,
        icon: L.divIcon({ className: '', iconSize: [0, 0], html: label }),
      }),
    );
  }
};
