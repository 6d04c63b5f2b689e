import type { DataSource } from 'typeorm';
import { sql } from '../../db/sql';

/** A basket newer than this is left alone: its session row is written when its first request ends. */
const GRACE = `interval '1 hour'`;

/**
 * Deletes the baskets of visitors whose session has ended (expired, or signed out): nobody can
 * reach them again. Their stays and extras go with them (ON DELETE CASCADE). Returns how many.
 */
export async function removeAbandonedBaskets(db: DataSource): Promise<number> {
  const { rows: removed } = await sql<{ id: string }>(
    db,
    `DELETE FROM baskets b
     WHERE b.user_id IS NULL AND b.created_at < now() - ${GRACE}
       AND NOT EXISTS (SELECT 1 FROM sessions s WHERE s.sid = b.session_id AND s.expire > now())
     RETURNING b.id`,
  );
  return removed.length;
}
