import { recurring } from '../../jobs/jobs.service';
import { featureModule } from '../feature-module';
import { ArrivalGuide } from './arrival-guide.entity';
import { TripResolver } from './trip.resolver';
import { tripRoutes } from './trip.rest';
import { ARRIVAL_GUIDES_JOB, sendArrivalGuides } from './trip.service';
import { tripsMessages } from './trips.messages';

/** The guest's trip: each villa's arrival guide, mailed PRE_ARRIVAL_DAYS before arrival and shown on the trip page. */
export const tripsModule = featureModule('trips', {
  resolvers: [TripResolver],
  entities: [ArrivalGuide],
  routes: tripRoutes,
  messages: tripsMessages,
  jobs: [{ ...recurring(ARRIVAL_GUIDES_JOB, 0, ({ db, config }) => sendArrivalGuides(db, config)), every: (config) => config.mail.guestMailIntervalMs }],
});
