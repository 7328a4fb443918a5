import 'leaflet/dist/leaflet.css';
import '../parking-map.css';
import { useEffect, useRef } from 'react';
import L from 'leaflet';
import { RESIDENT_ZONE_OBJECT_TYPE, type TMapFeature } from '@city-parking/contract/parking/map-info';
import { MAP_MAX_ZOOM, MAP_MIN_ZOOM } from '@city-parking/contract/site/site-options';
import { colorOf, OBJECT_COLORS } from '../category-colors.ts';
import { featureKey, type MapArea } from '../map-grid.ts';

interface Props {
  features: readonly TMapFeature[];
  center: [number, number];
  zoom: number;
  bounds: { southWest: [number, number]; northEast: [number, number] };
  tileUrl: string;
  selected: TMapFeature | null;
  onSelect: (feature: TMapFeature) => void;
  /** The area in sight, when the map opens and after every move. */
  onView?: (area: MapArea) => void;
  /** The zoom buttons' names in the page's language (Leaflet's own are English). */
  zoomLabels: { zoomIn: string; zoomOut: string };
  /** The id of the text that tells a keyboard user how to reach a zone (the map's shapes take no focus). */
  describedBy?: string;
  /** Whether the resident zones' layer is on the map. */
  showResidentZones?: boolean;
}

/** Marked on the page's performance timeline each time new zones are on the canvas (bench/map-trace.mjs reads it). */
export const DRAWN_MARK = 'parking-map:drawn';

const isResidentZone = (feature: TMapFeature) => feature.properties.objecttype === RESIDENT_ZONE_OBJECT_TYPE;

function layerOf(feature: TMapFeature): L.Path {
  const { geometry, properties } = feature;
  // A resident zone is an area around the zones it holds: a dashed outline, lightly filled, under them.
  if (isResidentZone(feature) && geometry.type === 'Polygon')
    return L.polygon(
      geometry.coordinates.map((ring) => ring.map(toLatLng)),
      { color: OBJECT_COLORS[RESIDENT_ZONE_OBJECT_TYPE], weight: 2, dashArray: '6 4', fillOpacity: 0.08 },
    );
  if (geometry.type === 'Point')
    return L.circleMarker(toLatLng(geometry.coordinates), { radius: 5, color: OBJECT_COLORS[properties.objecttype] ?? '#495057', weight: 2, fillOpacity: 0.8 });
  if (geometry.type === 'LineString') return L.polyline(geometry.coordinates.map(toLatLng), { color: colorOf(properties.category), weight: 6, opacity: 0.8 });
  return L.polygon(
    geometry.coordinates.map((ring) => ring.map(toLatLng)),
    { color: colorOf(properties.category), weight: 2, fillOpacity: 0.35 },
  );
}

const toLatLng = (p: { lat: number; lng: number }): L.LatLngTuple => [p.lat, p.lng];

/**
 * On a desktop the wheel over the map scrolls the page, as it does elsewhere, and zooms the map
 * only once the visitor has pressed a button in it (until the pointer leaves it), or with Ctrl held
 * (which would otherwise zoom the whole page). Leaflet's own handler zooms; this only turns it on.
 * Returns what undoes it.
 */
function wheelZoomOnDemand(instance: L.Map, element: HTMLElement): () => void {
  const wheel = instance.scrollWheelZoom;
  let chosen = false;
  const choose = () => {
    chosen = true;
    wheel.enable();
  };
  const leave = () => {
    chosen = false;
    wheel.disable();
  };
  // Seen before Leaflet's own listener on the map (capture, on the document), so that the same
  // turn of the wheel already zooms.
  const onWheel = (event: WheelEvent) => {
    if (chosen || !(event.target instanceof Node) || !element.contains(event.target)) return;
    if (event.ctrlKey) wheel.enable();
    else wheel.disable();
  };
  instance.on('mousedown', choose);
  element.addEventListener('mouseleave', leave);
  document.addEventListener('wheel', onWheel, { capture: true, passive: true });
  return () => {
    instance.off('mousedown', choose);
    element.removeEventListener('mouseleave', leave);
    document.removeEventListener('wheel', onWheel, { capture: true });
  };
}
// The name is part of a layer's key, so that another language draws its tooltips anew.
const layerKey = (feature: TMapFeature) => `${featureKey(feature)}|${feature.properties.name}`;

/**
 * Leaflet on a canvas renderer: thousands of zones stay smooth on a phone, since a pan only moves
 * the canvas and it is redrawn once the map stops. Loaded only by the map page.
 */
export function ParkingMap({ features, center, zoom, bounds, tileUrl, selected, onSelect, onView, zoomLabels, describedBy, showResidentZones = true }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const group = useRef<L.FeatureGroup | null>(null);
  // The resident zones' own layer, which the page turns on and off.
  const residentGroup = useRef<L.FeatureGroup | null>(null);
  // By feature key: more of a big city's zones are added as it is explored, and only the new ones are drawn.
  const layers = useRef(new Map<string, L.Path>());
  // The newest answer's feature of each layer, which a click chooses (free spaces change between answers).
  const current = useRef(new Map<string, TMapFeature>());
  const onSelectRef = useRef(onSelect);
  const onViewRef = useRef(onView);
  useEffect(() => {
    onSelectRef.current = onSelect;
    onViewRef.current = onView;
  }, [onSelect, onView]);

  useEffect(() => {
    if (!container.current) return;
    const instance = L.map(container.current, {
      preferCanvas: true,
      center,
      zoom,
      minZoom: MAP_MIN_ZOOM,
      maxZoom: MAP_MAX_ZOOM,
      maxBounds: L.latLngBounds(bounds.southWest, bounds.northEast).pad(0.1),
      // Added below with names in the page's language.
      zoomControl: false,
      // The wheel scrolls the page over the map until a click into it, or zooms it with Ctrl (below).
      scrollWheelZoom: false,
    });
    L.tileLayer(tileUrl, { maxZoom: MAP_MAX_ZOOM, attribution: '&copy; OpenStreetMap' }).addTo(instance);
    residentGroup.current = L.featureGroup();
    group.current = L.featureGroup().addTo(instance);
    map.current = instance;
    const stopWheel = wheelZoomOnDemand(instance, container.current);
    const view = () => {
      const area = instance.getBounds();
      onViewRef.current?.({ south: area.getSouth(), west: area.getWest(), north: area.getNorth(), east: area.getEast() });
    };
    instance.on('moveend', view);
    view();
    return () => {
      stopWheel();
      instance.remove();
      map.current = null;
      group.current = null;
      residentGroup.current = null;
      layers.current = new Map();
    };
    // The map is created once; later option changes move it instead (below).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const { zoomIn, zoomOut } = zoomLabels;
  useEffect(() => {
    const instance = map.current;
    if (!instance) return;
    // Leaflet takes the names only when the control is made: a new language makes a new one.
    const control = L.control.zoom({ zoomInTitle: zoomIn, zoomOutTitle: zoomOut }).addTo(instance);
    return () => {
      control.remove();
    };
  }, [zoomIn, zoomOut]);

  useEffect(() => {
    const instance = map.current;
    const target = residentGroup.current;
    if (!instance || !target) return;
    if (!showResidentZones) {
      target.remove();
      return;
    }
    target.addTo(instance);
    // Added again, the areas would be painted over the zones they hold.
    target.eachLayer((layer) => (layer as L.Path).bringToBack());
  }, [showResidentZones]);

  useEffect(() => {
    const target = group.current;
    const residents = residentGroup.current;
    if (!target || !residents) return;
    const wanted = new Map<string, TMapFeature>();
    let added = 0;
    for (const feature of features) {
      const key = layerKey(feature);
      wanted.set(key, feature);
      if (layers.current.has(key)) continue;
      const layer = layerOf(feature);
      const { properties } = feature;
      if (properties.zone) layer.on('click', () => onSelectRef.current(current.current.get(key) ?? feature));
      layer.bindTooltip(properties.zone ? `${properties.zone.zonenumber} · ${properties.name}` : properties.name);
      if (isResidentZone(feature)) {
        layer.addTo(residents);
        // Under the zones, so that a click inside a resident zone still chooses its zone.
        layer.bringToBack();
      } else layer.addTo(target);
      layers.current.set(key, layer);
      added += 1;
    }
    for (const [key, layer] of layers.current) {
      if (wanted.has(key)) continue;
      // Out of its group too, which would otherwise draw it again when the resident zones come back.
      target.removeLayer(layer);
      residents.removeLayer(layer);
      layers.current.delete(key);
    }
    current.current = wanted;
    // The canvas paints in the next frame; the mark follows it.
    if (added > 0) requestAnimationFrame(() => performance.mark(DRAWN_MARK, { detail: { features: layers.current.size } }));
  }, [features]);

  useEffect(() => {
    const instance = map.current;
    const layer = selected ? layers.current.get(layerKey(selected)) : undefined;
    if (!instance || !layer) return;
    layer.setStyle({ weight: 5 });
    if ('getBounds' in layer) instance.fitBounds((layer as L.Polygon).getBounds(), { maxZoom: 18 });
    return () => {
      layer.setStyle({ weight: selected?.geometry.type === 'LineString' ? 6 : 2 });
    };
  }, [selected]);

  return <div ref={container} className="parking-map" data-testid="parking-map" data-features={features.length} aria-describedby={describedBy} />;
}
