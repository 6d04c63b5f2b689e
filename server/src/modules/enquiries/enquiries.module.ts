import { featureModule } from '../feature-module';
import { enquiriesMessages } from './enquiries.messages';
import { EnquiryResolver } from './enquiry.resolver';
import { Enquiry, FlightInquiry } from './enquiry.entity';
import { enquiryRoutes } from './enquiry.rest';
import { InboxDashboardResolver, InboxResolver } from './inbox.resolver';
import { inboxRoutes } from './inbox.rest';

export const enquiriesModule = featureModule('enquiries', {
  resolvers: [EnquiryResolver, InboxResolver, InboxDashboardResolver],
  entities: [Enquiry, FlightInquiry],
  routes: () => enquiryRoutes().use(inboxRoutes()),
  messages: enquiriesMessages,
});
