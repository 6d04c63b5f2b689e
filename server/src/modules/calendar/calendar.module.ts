import { featureModule } from '../feature-module';
import type { JobDefinition } from '../../jobs/jobs.service';
import { calendarFeedFirstSync, calendarFeedSync } from './calendar.jobs';
import { calendarMessages } from './calendar.messages';
import { CalendarResolver } from './calendar.resolver';
import { calendarRoutes } from './calendar.rest';

/** Blocked dates and iCal export/import of villa calendars. Its tables come from the Calendar migration. */
export const calendarModule = featureModule('calendar', {
  resolvers: [CalendarResolver],
  routes: calendarRoutes,
  messages: calendarMessages,
  jobs: [calendarFeedSync, calendarFeedFirstSync as JobDefinition],
});
