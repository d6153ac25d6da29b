/** Map tiles of the footprint maps: MAP_TILE_URL, else OpenStreetMap's standard tiles. Read on the server at request time. */
export function mapTileUrl(): string {
  return process.env.MAP_TILE_URL || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
}
