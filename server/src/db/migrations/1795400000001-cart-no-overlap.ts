import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One basket cannot hold the same villa twice for overlapping dates: checkout would book the
 * first and then fail the second against it, as if someone else had taken the villa. Stays are
 * half-open, so back-to-back stays of one villa remain allowed. Baskets that already hold such
 * duplicates keep the oldest stay of each.
 */
export class CartNoOverlap1795400000001 implements MigrationInterface {
  name = 'CartNoOverlap1795400000001';

  async up(q: QueryRunner): Promise<void> {
    // Oldest first, a stay is kept unless it overlaps one kept before it. A stay that no older
    // stay overlaps is surely kept, so each round removes the stays it overlaps; a chain
    // A–B–C, where only B overlaps A, keeps A and C.
    for (;;) {
      const { affected } = await q.query(
        `DELETE FROM cart_items d USING cart_items k
          WHERE d.basket_id = k.basket_id AND d.property_id = k.property_id
            AND daterange(d.check_in, d.check_out, '[)') && daterange(k.check_in, k.check_out, '[)')
            AND (k.created_at, k.id) < (d.created_at, d.id)
            AND NOT EXISTS (
              SELECT 1 FROM cart_items o
               WHERE o.basket_id = k.basket_id AND o.property_id = k.property_id
                 AND daterange(o.check_in, o.check_out, '[)') && daterange(k.check_in, k.check_out, '[)')
                 AND (o.created_at, o.id) < (k.created_at, k.id))`,
        [],
        true,
      );
      if (!affected) break;
    }
    await q.query(
      `ALTER TABLE cart_items ADD CONSTRAINT cart_items_no_overlap
         EXCLUDE USING gist (basket_id WITH =, property_id WITH =, daterange(check_in, check_out, '[)') WITH &&)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE cart_items DROP CONSTRAINT cart_items_no_overlap`);
  }
}
