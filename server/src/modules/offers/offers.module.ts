import { featureModule } from '../feature-module';
import { FestiveOfferResolver } from './offer.resolver';
import { FestivePeriod } from './festive-period.entity';
import { FestiveOffer } from './festive-offer.entity';
import { FestivePackage } from './festive-package.entity';

export const offersModule = featureModule('offers', {
  resolvers: [FestiveOfferResolver],
  entities: [FestivePeriod, FestiveOffer, FestivePackage],
});
