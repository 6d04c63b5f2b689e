import { featureModule } from '../feature-module';
import { mapContentSources } from './map-content-sources';
import { propertiesMessages } from './properties.messages';
import { CountryVillasResolver } from './country-villas.resolver';
import { PropertyAdminResolver } from './property-admin.resolver';
import { PropertyImagesResolver } from './property-images.resolver';
import { propertyAdminRoutes } from './property-admin.rest';
import { PropertyPageResolver, PropertyResolver } from './property.resolver';
import { Property } from './property.entity';
import { propertyRoutes } from './property.rest';
import { PropertyRate } from './property-rate.entity';
import { PropertyRatesResolver } from './property-rates.resolver';
import { propertyRatesRoutes } from './property-rates.rest';

export const propertiesModule = featureModule('properties', {
  resolvers: [PropertyResolver, PropertyPageResolver, PropertyAdminResolver, PropertyRatesResolver, CountryVillasResolver, PropertyImagesResolver],
  entities: [Property, PropertyRate],
  routes: () => propertyRoutes().use(propertyAdminRoutes()).use(propertyRatesRoutes()),
  messages: propertiesMessages,
  contentSources: mapContentSources,
});
