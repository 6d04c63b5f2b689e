import Supercluster from 'supercluster';
import type { MapArea } from '../../../../common/map-area';

/** What the map needs of a villa: its point, and the title and price its pin is named with. */
export interface MapPinInput {
  id: string;
  title: string;
  latitude: number;
  longitude: number;
  fromWeeklyPrice: number;
}

/** A marker in view: one villa's pin, or a cluster of villas too close to tell apart at this zoom. */
export type MapMarker =
  | ({ kind: 'pin' } & MapPinInput)
  | { kind: 'cluster'; id: number; count: number; latitude: number; longitude: number; expansionZoom: number; ids: string[] };

type PinProperties = { pin: MapPinInput };
export type ClusterIndex = Supercluster<PinProperties>;

/** Pins closer than this many pixels at a zoom share a cluster. */
const CLUSTER_RADIUS_PX = 56;
/** From this zoom on every villa has its own pin. */
const CLUSTER_MAX_ZOOM = 14;

export function clusterIndex(pins: readonly MapPinInput[]): ClusterIndex {
  const index = new Supercluster<PinProperties>({ radius: CLUSTER_RADIUS_PX, maxZoom: CLUSTER_MAX_ZOOM });
  index.load(pins.map((pin) => ({ type: 'Feature', geometry: { type: 'Point', coordinates: [pin.longitude, pin.latitude] }, properties: { pin } })));
  return index;
}

/** The pins and clusters inside an area at a zoom; each cluster knows its villas and the zoom that splits it. */
export function visibleMarkers(index: ClusterIndex, area: MapArea, zoom: number): MapMarker[] {
  return index.getClusters([area.minLng, area.minLat, area.maxLng, area.maxLat], Math.round(zoom)).map((feature): MapMarker => {
    const [longitude, latitude] = feature.geometry.coordinates;
    if (!('cluster' in feature.properties)) return { kind: 'pin', ...feature.properties.pin };
    const id = feature.properties.cluster_id;
    return {
      kind: 'cluster',
      id,
      count: feature.properties.point_count,
      latitude,
      longitude,
      expansionZoom: Math.min(index.getClusterExpansionZoom(id), CLUSTER_MAX_ZOOM + 1),
      ids: index.getLeaves(id, Infinity).map((leaf) => leaf.properties.pin.id),
    };
  });
}

/** South-west and north-east corners around every pin, or null without pins. */
export function pinsBounds(pins: readonly MapPinInput[]): [[number, number], [number, number]] | null {
  if (!pins.length) return null;
  const lats = pins.map((pin) => pin.latitude);
  const lngs = pins.map((pin) => pin.longitude);
  return [
    [Math.min(...lats), Math.min(...lngs)],
    [Math.max(...lats), Math.max(...lngs)],
  ];
}

/**
 * The search area of a map view, held within the world (a view zoomed far out or panned across
 * the antimeridian reaches beyond ±180°, which a bbox may not).
 */
export function mapAreaOf(bounds: { getWest(): number; getSouth(): number; getEast(): number; getNorth(): number }): MapArea {
  const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value));
  return { minLng: clamp(bounds.getWest(), 180), minLat: clamp(bounds.getSouth(), 90), maxLng: clamp(bounds.getEast(), 180), maxLat: clamp(bounds.getNorth(), 90) };
}
