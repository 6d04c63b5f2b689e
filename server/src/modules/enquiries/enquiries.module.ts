import { featureModule } from '../feature-module';
import { EnquiryResolver } from './enquiry.resolver';
import { Enquiry, FlightInquiry } from './enquiry.entity';
import { enquiryRoutes } from './enquiry.rest';

export const enquiriesModule = featureModule('enquiries', {
  resolvers: [EnquiryResolver],
  entities: [Enquiry, FlightInquiry],
  routes: enquiryRoutes,
});
