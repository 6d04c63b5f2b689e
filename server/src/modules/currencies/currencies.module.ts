import { featureModule } from '../feature-module';
import { CurrencyResolver } from './currency.resolver';
import { Currency } from './currency.entity';
import { currencyRoutes } from './currency.rest';

export const currenciesModule = featureModule('currencies', {
  resolvers: [CurrencyResolver],
  entities: [Currency],
  routes: currencyRoutes,
});
