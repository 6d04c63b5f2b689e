import { sql } from '../../db/sql';
import { modules } from '../index';
import { DAY, recurring, type JobDefinition } from './jobs.service';

/** Finished jobs are kept a month for inspection, then removed. */
export const jobsCleanup = recurring('jobs.cleanup', DAY, ({ db }) => sql(db, `DELETE FROM jobs WHERE coalesce(done_at, failed_at) < now() - interval '30 days'`));

/** Every job the workers run: the job table's own clean-up and each module's jobs (its manifest's `jobs`). */
export const jobList: JobDefinition[] = [jobsCleanup, ...modules.flatMap((module): readonly JobDefinition[] => module.jobs ?? [])];
