import { featureModule } from '../feature-module';
import { seoRouter } from './seo.router';

export const seoModule = featureModule('seo', {
  // Villa pages get their head tags here only while the server renderer (modules/ssr) does not render them.
  siteRoutes: ({ config }, pages) => seoRouter(config.clientDist, { villaPages: !pages.rendersPages }),
});
