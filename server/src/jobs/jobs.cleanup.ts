import { sql } from '../db/sql';
import { DAY, recurring } from './jobs.service';

/** Finished jobs are kept a month for inspection, then removed. */
export const jobsCleanup = recurring('jobs.cleanup', DAY, ({ db }) => sql(db, `DELETE FROM jobs WHERE coalesce(done_at, failed_at) < now() - interval '30 days'`));
