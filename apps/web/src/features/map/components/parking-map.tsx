import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import L from 'leaflet';
import type { TMapFeature } from '@city-parking/contract/parking/map-info';
import { MAP_MAX_ZOOM, MAP_MIN_ZOOM } from '@city-parking/contract/site/site-options';
import { colorOf, OBJECT_COLORS } from '../category-colors.ts';

interface Props {
  features: readonly TMapFeature[];
  center: [number, number];
  zoom: number;
  bounds: { southWest: [number, number]; northEast: [number, number] };
  tileUrl: string;
  selected: TMapFeature | null;
  onSelect: (feature: TMapFeature) => void;
}

const toLatLng = (p: { lat: number; lng: number }): L.LatLngTuple => [p.lat, p.lng];

/** Leaflet on a canvas renderer: hundreds of zones stay smooth on a phone. Loaded only by the map page. */
export function ParkingMap({ features, center, zoom, bounds, tileUrl, selected, onSelect }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layers = useRef(new Map<TMapFeature, L.Path>());
  const onSelectRef = useRef(onSelect);
  useEffect(() => {
    onSelectRef.current = onSelect;
  }, [onSelect]);

  useEffect(() => {
    if (!container.current) return;
    const instance = L.map(container.current, {
      preferCanvas: true,
      center,
      zoom,
      minZoom: MAP_MIN_ZOOM,
      maxZoom: MAP_MAX_ZOOM,
      maxBounds: L.latLngBounds(bounds.southWest, bounds.northEast).pad(0.1),
    });
    L.tileLayer(tileUrl, { maxZoom: MAP_MAX_ZOOM, attribution: '&copy; OpenStreetMap' }).addTo(instance);
    map.current = instance;
    return () => {
      instance.remove();
      map.current = null;
    };
    // The map is created once; later option changes move it instead (below).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const instance = map.current;
    if (!instance) return;
    const group = L.featureGroup();
    const byFeature = new Map<TMapFeature, L.Path>();
    for (const feature of features) {
      const { geometry, properties } = feature;
      let layer: L.Path;
      if (geometry.type === 'Point') {
        layer = L.circleMarker(toLatLng(geometry.coordinates), {
          radius: 5,
          color: OBJECT_COLORS[properties.objecttype] ?? '#495057',
          weight: 2,
          fillOpacity: 0.8,
        });
      } else if (geometry.type === 'LineString') {
        layer = L.polyline(geometry.coordinates.map(toLatLng), { color: colorOf(properties.category), weight: 6, opacity: 0.8 });
      } else {
        layer = L.polygon(
          geometry.coordinates.map((ring) => ring.map(toLatLng)),
          { color: colorOf(properties.category), weight: 2, fillOpacity: 0.35 },
        );
      }
      if (properties.zone) layer.on('click', () => onSelectRef.current(feature));
      layer.bindTooltip(properties.zone ? `${properties.zone.zonenumber} · ${properties.name}` : properties.name);
      layer.addTo(group);
      byFeature.set(feature, layer);
    }
    group.addTo(instance);
    layers.current = byFeature;
    return () => {
      group.remove();
    };
  }, [features]);

  useEffect(() => {
    const instance = map.current;
    const layer = selected ? layers.current.get(selected) : undefined;
    if (!instance || !layer) return;
    layer.setStyle({ weight: 5 });
    if ('getBounds' in layer) instance.fitBounds((layer as L.Polygon).getBounds(), { maxZoom: 18 });
    return () => {
      layer.setStyle({ weight: selected?.geometry.type === 'LineString' ? 6 : 2 });
    };
  }, [selected]);

  return <div ref={container} className="parking-map" data-testid="parking-map" data-features={features.length} />;
}
