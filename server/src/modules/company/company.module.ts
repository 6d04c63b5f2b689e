import { featureModule } from '../feature-module';
import { CompanyResolver } from './company.resolver';

export const companyModule = featureModule('company', {
  resolvers: [CompanyResolver],
});
