import { env } from '@/lib/env';

/** OpenStreetMap's standard tiles, the default of every map of the site. */
export const OSM_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** Map tiles of the course and footprint maps: MAP_TILE_URL, else OpenStreetMap's standard tiles. Read on the server. */
export function mapTileUrl(): string {
  return env.site.MAP_TILE_URL ?? OSM_TILE_URL;
}

/** The credit the tiles at `tileUrl` require (OpenStreetMap's licence), '' for other tile servers. */
export function mapTileAttribution(tileUrl: string): string {
  return tileUrl === OSM_TILE_URL ? '&copy; OpenStreetMap contributors' : '';
}
