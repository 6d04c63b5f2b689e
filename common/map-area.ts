/**
 * The search map's area: a bounding box "minLng,minLat,maxLng,maxLat" in degrees (west, south,
 * east, north), the same text in the search URL, REST and GraphQL. An area never crosses the
 * antimeridian (west ≤ east).
 */
export interface MapArea {
  minLng: number;
  minLat: number;
  maxLng: number;
  maxLat: number;
}

/** Most pins one map answer carries; a larger match is cut to the cheapest (the answer says so). */
export const MAP_PINS_LIMIT = 1000;

const NUMBER = /^-?\d{1,3}(\.\d{1,10})?$/;

/** The area a bbox text names, or null when it is not four numbers within range in order. */
export function parseMapArea(text: string | null | undefined): MapArea | null {
  if (typeof text !== 'string') return null;
  const parts = text.split(',').map((part) => part.trim());
  if (parts.length !== 4 || !parts.every((part) => NUMBER.test(part))) return null;
  const [minLng, minLat, maxLng, maxLat] = parts.map(Number);
  const inRange = [minLng, maxLng].every((lng) => lng >= -180 && lng <= 180) && [minLat, maxLat].every((lat) => lat >= -90 && lat <= 90);
  if (!inRange || minLng > maxLng || minLat > maxLat) return null;
  return { minLng, minLat, maxLng, maxLat };
}

/** The bbox text of an area, rounded to 5 decimals (about a metre). */
export function formatMapArea(area: MapArea): string {
  const round = (value: number) => String(Math.round(value * 1e5) / 1e5);
  return [area.minLng, area.minLat, area.maxLng, area.maxLat].map(round).join(',');
}
