'use client';
import 'leaflet/dist/leaflet.css';
import { useEffect } from 'react';
import { CircleMarker, MapContainer, Polyline, TileLayer, Tooltip, useMap } from 'react-leaflet';
import type { LatLngTuple } from 'leaflet';

/** Spec §9: the map opens at zoom 18 near Daejeon until a trace loads. */
export const DAEJEON: LatLngTuple = [36.3504, 127.3845];
export const DEFAULT_ZOOM = 18;

export interface MapPoint {
  latitude: number;
  longitude: number;
  removed?: boolean;
}

export interface FootprintMapProps {
  points: MapPoint[];
  tileUrl: string;
  /** A marker every `interval` kept points (spec §9: 10/30/50/100). */
  interval: number;
  labels: { start: string; finish: string };
  /** Editor: the chosen point index and the click handler of the markers. */
  selected?: number | null;
  onSelect?: (index: number) => void;
}

function FitToTrace({ points }: { points: LatLngTuple[] }) {
  const map = useMap();
  useEffect(() => {
    if (points.length > 1) map.fitBounds(points, { padding: [24, 24] });
    else if (points.length === 1) map.setView(points[0], DEFAULT_ZOOM);
  }, [map, points]);
  return null;
}

/**
 * The route of an untact run on a Leaflet map (spec §2 footprint, §9 zoom and marker interval).
 * The line is an SVG path drawn from the points, so it shows even when the tiles cannot load.
 * Removed (trimmed) points are drawn grey and dashed in the editor.
 */
export function FootprintMap({ points, tileUrl, interval, labels, selected, onSelect }: FootprintMapProps) {
  const indexed = points.map((p, index) => ({ ...p, index, pos: [p.latitude, p.longitude] as LatLngTuple }));
  const kept = indexed.filter((p) => !p.removed);
  const keptPos = kept.map((p) => p.pos);
  const markers = kept.filter((_, i) => i % interval === 0);
  const first = kept[0];
  const last = kept[kept.length - 1];
  return (
    <MapContainer center={DAEJEON} zoom={DEFAULT_ZOOM} style={{ height: 460, width: '100%' }} data-testid="footprint-map">
      <TileLayer url={tileUrl} attribution="&copy; OpenStreetMap contributors" />
      <FitToTrace points={keptPos.length ? keptPos : indexed.map((p) => p.pos)} />
      {indexed.some((p) => p.removed) && (
        <Polyline
          positions={indexed.map((p) => p.pos)}
          className="untact-removed"
          pathOptions={{ color: '#9ca3af', weight: 3, dashArray: '4 6' }}
        />
      )}
      {/* className is read when Leaflet creates the path (pathOptions only restyle it later). */}
      <Polyline positions={keptPos} className="untact-route" pathOptions={{ color: '#1d4ed8', weight: 4 }} />
      {(onSelect ? indexed.filter((p) => p.index % interval === 0) : markers).map((p) => (
        <CircleMarker
          key={p.index}
          center={p.pos}
          radius={p.index === selected ? 8 : 4}
          className="untact-marker"
          pathOptions={{ color: p.index === selected ? '#dc2626' : p.removed ? '#9ca3af' : '#1e3a8a', fillOpacity: 0.9 }}
          eventHandlers={onSelect ? { click: () => onSelect(p.index) } : undefined}
        >
          <Tooltip>#{p.index}</Tooltip>
        </CircleMarker>
      ))}
      {first && (
        <CircleMarker center={first.pos} radius={7} pathOptions={{ color: '#16a34a', fillOpacity: 1 }}>
          <Tooltip permanent>{labels.start}</Tooltip>
        </CircleMarker>
      )}
      {last && last !== first && (
        <CircleMarker center={last.pos} radius={7} pathOptions={{ color: '#dc2626', fillOpacity: 1 }}>
          <Tooltip permanent>{labels.finish}</Tooltip>
        </CircleMarker>
      )}
    </MapContainer>
  );
}
