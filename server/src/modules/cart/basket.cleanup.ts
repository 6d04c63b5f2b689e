import type { DataSource } from 'typeorm';
import { log } from '../../logger';

const HOUR_MS = 3_600_000;
/** A basket newer than this is left alone: its session row is written when its first request ends. */
const GRACE = `interval '1 hour'`;

/**
 * Deletes the baskets of visitors whose session has ended (expired, or signed out): nobody can
 * reach them again. Their stays and extras go with them (ON DELETE CASCADE). Returns how many.
 */
export async function removeAbandonedBaskets(db: DataSource): Promise<number> {
  const removed: { id: string }[] = await db.query(
    `DELETE FROM baskets b
     WHERE b.user_id IS NULL AND b.created_at < now() - ${GRACE}
       AND NOT EXISTS (SELECT 1 FROM sessions s WHERE s.sid = b.session_id AND s.expire > now())
     RETURNING b.id`,
  );
  return removed.length;
}

/** The hourly clean-up started by main.ts. `stop()` waits for the round in progress. */
export function startBasketCleanup(db: DataSource): { stop(): Promise<void> } {
  let round: Promise<unknown> = Promise.resolve();
  const run = () => {
    round = removeAbandonedBaskets(db).catch((error: unknown) => log().error({ err: error }, 'basket clean-up failed'));
  };
  const timer = setInterval(run, HOUR_MS);
  timer.unref();
  run();
  return {
    async stop() {
      clearInterval(timer);
      await round;
    },
  };
}
