// A Leaflet map with one pin, in a small effect-based wrapper (react-leaflet is avoided for its licence).
// Tiles come from the server's MAP_TILE_URL (a <meta> in index.html); with tiles off ('none') or failing,
// an outline of PH provinces (loaded lazily, ~35 KB gzip) keeps the map usable offline. Import this module
// lazily: Leaflet is its own chunk.
import { useEffect, useId, useRef, useState } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import * as styles from './PinMap.css.ts';

export type LatLng = { lat: number; lng: number };

export type PinMapProps = {
  center: LatLng;
  /** Given: the pin is draggable (pointer or arrow keys) and reports where it lands. Absent: read-only. */
  onPinMove?: (position: LatLng) => void;
  /** What the map shows, e.g. 'Store address'; names the map and its pin for assistive technology. */
  label: string;
  /** Tile URL template; defaults to the server's MAP_TILE_URL. 'none' (or null) turns tiles off. */
  tileUrl?: string | null;
};

export const manila: LatLng = { lat: 14.5995, lng: 120.9842 };

const defaultTileUrl = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const tileAttribution = '© OpenStreetMap contributors';
const outlineAttribution = 'Province outlines: Natural Earth';
/** The place data behind search and pins (server/modules/maps): PSA PSGC, GeoNames (CC BY 4.0). */
const placesAttribution = 'Places: PSA PSGC, © GeoNames';

/** MAP_TILE_URL as the server put it in the page (`npm run dev` has none: OpenStreetMap then). */
export const configuredTileUrl = (): string | null => {
  const meta = globalThis.document?.querySelector('meta[name="suki:map-tile-url"]');
  const value = meta?.getAttribute('content')?.trim() || defaultTileUrl;
  return value === 'none' ? null : value;
};

const pinIcon = L.icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  shadowSize: [41, 41],
});

/** Pixels the pin moves per arrow key press (with Shift: ten times as far). */
const keyStep = 8;
const arrowOffsets: Record<string, [number, number]> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

/** Where the outline starts when the pin is in no province (out at sea): the islands around it. */
const outlineZoom = 8;

type Point = [lng: number, lat: number];

/** Ray casting: whether the point is inside the closed ring (GeoJSON order, longitude first). */
const inRing = (ring: GeoJSON.Position[], [x, y]: Point): boolean => {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
    const [xi = 0, yi = 0] = ring[i]!;
    const [xj = 0, yj = 0] = ring[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
};

const inPolygon = ([outer, ...holes]: GeoJSON.Position[][], point: Point): boolean =>
  outer !== undefined && inRing(outer, point) && !holes.some((hole) => inRing(hole, point));

/** The province of the outline that holds the spot, if any. */
export function provinceAround(
  outline: GeoJSON.FeatureCollection,
  { lat, lng }: LatLng,
): GeoJSON.Feature | undefined {
  const point: Point = [lng, lat];
  return outline.features.find(({ geometry }) =>
    geometry.type === 'Polygon'
      ? inPolygon(geometry.coordinates, point)
      : geometry.type === 'MultiPolygon' && geometry.coordinates.some((polygon) => inPolygon(polygon, point)),
  );
}

const sameSpot = (a: LatLng, b: LatLng) => Math.abs(a.lat - b.lat) < 1e-7 && Math.abs(a.lng - b.lng) < 1e-7;
const rounded = (position: L.LatLng): LatLng => ({
  lat: Number(position.lat.toFixed(6)),
  lng: Number(L.Util.wrapNum(position.lng, [-180, 180], true).toFixed(6)),
});

export function PinMap({ center, onPinMove, label, tileUrl = configuredTileUrl() }: PinMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const markerRef = useRef<L.Marker | null>(null);
  const onPinMoveRef = useRef(onPinMove);
  useEffect(() => {
    onPinMoveRef.current = onPinMove;
  });
  // Where the pin was put by hand, relative to the centre it started from; a new centre wins.
  const [moved, setMoved] = useState<{ from: LatLng; to: LatLng } | null>(null);
  const pin = moved && sameSpot(moved.from, center) ? moved.to : center;
  const centerRef = useRef(center);
  useEffect(() => {
    centerRef.current = center;
  });
  const [outline, setOutline] = useState(tileUrl === null || tileUrl === 'none');
  /** Whether any tile has loaded: then the outline only fills in under them, at the zoom they chose. */
  const tilesShownRef = useRef(false);
  const hintId = useId();
  const draggable = onPinMove !== undefined;
  const tiles = tileUrl === 'none' ? null : tileUrl;

  // One Leaflet map per mount; props reach it through the effects below.
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const map = L.map(container, { zoomControl: true, keyboard: true, attributionControl: true });
    map.attributionControl.setPrefix(false).addAttribution(placesAttribution);
    // Street level for tiles; without them the outline effect fits the view to the pin's province.
    map.setView([center.lat, center.lng], tiles ? 15 : outlineZoom);
    mapRef.current = map;
    tilesShownRef.current = false;
    let layer: L.TileLayer | null = null;
    if (tiles) {
      layer = L.tileLayer(tiles, { attribution: tileAttribution, maxZoom: 19, crossOrigin: true });
      // One failed tile is enough to bring the outline in under whatever tiles did load.
      layer.once('tileerror', () => setOutline(true));
      layer.once('tileload', () => {
        tilesShownRef.current = true;
      });
      layer.addTo(map);
    }
    return () => {
      layer?.off();
      map.remove();
      mapRef.current = null;
      markerRef.current = null;
    };
    // The map is created once; later centres and modes go through the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tiles]);

  // The offline outline, imported only when it is needed.
  useEffect(() => {
    if (!outline) return;
    let cancelled = false;
    let layer: L.GeoJSON | null = null;
    void import('./ph-provinces.json').then((module) => {
      const map = mapRef.current;
      if (cancelled || !map) return;
      const provinces = module.default as GeoJSON.FeatureCollection;
      layer = L.geoJSON(provinces, {
        interactive: false,
        attribution: outlineAttribution,
        // Colours come from the theme through the class (CSS beats Leaflet's presentation attributes).
        style: { className: styles.province, weight: 1 },
      }).addTo(map);
      layer.bringToBack();
      // With no tiles at all, the street-level zoom they were meant for would show the inside of one
      // province, a blank field: show the whole province around the pin instead.
      if (tilesShownRef.current) return;
      const spot = markerRef.current?.getLatLng() ?? centerRef.current;
      const province = provinceAround(provinces, spot);
      // Not animated: this is where the map starts, and an animation would outlive an unmounted map.
      if (province) map.fitBounds(L.geoJSON(province).getBounds(), { padding: [8, 8], animate: false });
      else map.setView(spot, outlineZoom, { animate: false });
    });
    return () => {
      cancelled = true;
      layer?.remove();
    };
  }, [outline]);

  // The pin: created with the map, rebuilt when it switches between draggable and read-only.
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const marker = L.marker([center.lat, center.lng], {
      icon: pinIcon,
      draggable,
      keyboard: draggable,
      interactive: draggable,
      alt: draggable ? `${label} pin, use the arrow keys to move it` : `${label} pin`,
      title: `${label} pin`,
      autoPan: true,
    }).addTo(map);
    markerRef.current = marker;
    const report = () => {
      const position = rounded(marker.getLatLng());
      setMoved({ from: centerRef.current, to: position });
      onPinMoveRef.current?.(position);
    };
    marker.on('dragend', report);
    const element = marker.getElement();
    if (draggable && element) {
      element.setAttribute('aria-describedby', hintId);
      const onKeyDown = (event: KeyboardEvent) => {
        const offset = arrowOffsets[event.key];
        if (!offset) return;
        // Arrows on the pin move the pin; the map itself must not pan as well.
        event.preventDefault();
        event.stopPropagation();
        const step = event.shiftKey ? keyStep * 10 : keyStep;
        const point = map
          .latLngToContainerPoint(marker.getLatLng())
          .add([offset[0] * step, offset[1] * step]);
        const next = map.containerPointToLatLng(point);
        marker.setLatLng(next);
        if (!map.getBounds().pad(-0.1).contains(next)) map.panTo(next);
        report();
      };
      element.addEventListener('keydown', onKeyDown);
      return () => {
        element.removeEventListener('keydown', onKeyDown);
        marker.remove();
      };
    }
    return () => {
      marker.remove();
    };
    // The centre is applied by the effect below; recreating the pin on every move would lose focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draggable, label, hintId, tiles]);

  // A new centre from outside (a chosen place) moves the pin and the view; our own reports are no-ops.
  useEffect(() => {
    const map = mapRef.current;
    const marker = markerRef.current;
    if (!map || !marker) return;
    if (sameSpot(rounded(marker.getLatLng()), center)) return;
    marker.setLatLng([center.lat, center.lng]);
    map.setView([center.lat, center.lng], map.getZoom());
  }, [center.lat, center.lng]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <figure className={styles.figure}>
      <div
        ref={containerRef}
        className={styles.map}
        role="region"
        aria-label={`${label} map`}
        data-testid="pin-map"
        data-outline={outline || undefined}
      />
      <figcaption className={styles.readout}>
        <span>
          {label}: latitude <output aria-live="polite">{pin.lat.toFixed(6)}</output>, longitude{' '}
          <output aria-live="polite">{pin.lng.toFixed(6)}</output>
        </span>
        {outline ? <span>Map tiles are unavailable; showing province outlines.</span> : null}
      </figcaption>
      {draggable ? (
        <p id={hintId} className={styles.hint}>
          Drag the pin, or focus it with Tab and move it with the arrow keys (Shift for larger steps).
        </p>
      ) : null}
    </figure>
  );
}
