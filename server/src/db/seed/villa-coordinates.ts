import { DESTINATION_COORDINATES, VILLA_SPREAD_DEGREES } from '../../../../common/destination-coordinates';

/**
 * Places the villas without coordinates near their destination's point (DESTINATION_COORDINATES):
 * each moved by up to VILLA_SPREAD_DEGREES in each direction by a hash of its slug, so a villa
 * always lands on the same spot and villas of one destination do not share a pin.
 */
export const PLACE_VILLAS_SQL = `UPDATE properties p
   SET latitude = round(CAST(c.lat + ((abs(hashtext(p.slug || ':lat')) % 2001) / 1000.0 - 1) * $2 AS numeric), 5),
       longitude = round(CAST(c.lng + ((abs(hashtext(p.slug || ':lng')) % 2001) / 1000.0 - 1) * $2 AS numeric), 5)
  FROM json_to_recordset($1::json) AS c(key text, lat float8, lng float8)
 WHERE p.destination_key = c.key AND p.latitude IS NULL`;

/** The parameters of PLACE_VILLAS_SQL. */
export function placeVillasParams(): [string, number] {
  return [JSON.stringify(Object.entries(DESTINATION_COORDINATES).map(([key, [lat, lng]]) => ({ key, lat, lng }))), VILLA_SPREAD_DEGREES];
}
