import type { MigrationInterface, QueryRunner } from 'typeorm';
import { PLACE_VILLAS_SQL, placeVillasParams } from '../seed/villa-coordinates';

/**
 * Where each villa is, for the search map: latitude and longitude in degrees (WGS 84), both or
 * neither, within their ranges. A GiST index on the point answers the map's bounding box
 * (`point(longitude, latitude) <@ box(...)`) for published villas. Villas of the demo catalogue's
 * destinations are placed near their destination.
 */
export class VillaCoordinates1795870000000 implements MigrationInterface {
  name = 'VillaCoordinates1795870000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE properties
      ADD COLUMN latitude double precision,
      ADD COLUMN longitude double precision,
      ADD CONSTRAINT properties_latitude_range CHECK (latitude BETWEEN -90 AND 90),
      ADD CONSTRAINT properties_longitude_range CHECK (longitude BETWEEN -180 AND 180),
      ADD CONSTRAINT properties_coordinates_pair CHECK ((latitude IS NULL) = (longitude IS NULL))`);
    await q.query(`CREATE INDEX properties_map_point ON properties USING gist (point(longitude, latitude)) WHERE published AND latitude IS NOT NULL`);
    await q.query(PLACE_VILLAS_SQL, placeVillasParams());
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX properties_map_point`);
    await q.query(`ALTER TABLE properties DROP COLUMN latitude, DROP COLUMN longitude`);
  }
}
