import type { JobDefinition } from '../../jobs/jobs.service';
import { SYNC_FEED_JOB, syncAllImports, syncImport } from './ical-import.service';

/** Every imported feed is fetched again every ICAL_SYNC_INTERVAL (default 30 minutes), by one instance. */
export const calendarFeedSync: JobDefinition = {
  name: 'calendar.syncFeeds',
  every: (config) => config.calendar.syncEveryMs,
  leaseMs: 30 * 60_000,
  run: (services) => syncAllImports(services),
};

/** A feed staff just added, synced at once rather than at the next round. */
export const calendarFeedFirstSync: JobDefinition<{ importId: string }> = {
  name: SYNC_FEED_JOB,
  run: (services, { importId }) => syncImport(services, importId),
};
