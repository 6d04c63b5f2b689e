import { featureModule } from '../feature-module';
import { CountryResolver, DestinationResolver } from './destination.resolver';
import { Country } from './country.entity';
import { Destination } from './destination.entity';

export const destinationsModule = featureModule('destinations', {
  resolvers: [CountryResolver, DestinationResolver],
  entities: [Country, Destination],
});
