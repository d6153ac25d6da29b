'use client';
import 'leaflet/dist/leaflet.css';
import { CircleMarker, MapContainer, Polyline, TileLayer, Tooltip } from 'react-leaflet';

/**
 * The route map of one course (react-leaflet). Tiles come from `tileUrl` (MAP_TILE_URL); the route
 * line and start marker are vector layers drawn by Leaflet itself, so they show even when no tile
 * loads (offline, blocked tile server).
 */
export default function CourseMap({
  latLngs,
  tileUrl,
  attribution,
  label,
  startLabel,
}: {
  latLngs: Array<[number, number]>;
  tileUrl: string;
  attribution: string;
  label: string;
  startLabel: string;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      data-testid="course-map"
      style={{ height: 380, borderRadius: 8, overflow: 'hidden', border: '1px solid var(--c-border)', background: '#dfe9f2' }}
    >
      <MapContainer
        bounds={latLngs}
        boundsOptions={{ padding: [24, 24] }}
        scrollWheelZoom={false}
        style={{ height: '100%', width: '100%' }}
      >
        <TileLayer url={tileUrl} attribution={attribution} />
        <Polyline positions={latLngs} className="course-route-line" pathOptions={{ color: '#d9381e', weight: 5, opacity: 0.9 }} />
        <CircleMarker center={latLngs[0]} radius={8} pathOptions={{ color: '#fff', fillColor: '#1b5fbf', fillOpacity: 1, weight: 3 }}>
          <Tooltip direction="top">{startLabel}</Tooltip>
        </CircleMarker>
      </MapContainer>
    </div>
  );
}
