import { featureModule } from '../feature-module';
import { PAGE_BOOT_SOURCE } from './page-boot';
import { pageHandler, rendersPages } from './ssr.router';

export const ssrModule = featureModule('ssr', {
  pages: (site) => ({ handler: pageHandler(site), rendersPages: rendersPages(site) }),
  // The fixed boot script of server-rendered pages, allowed by its hash (page-boot.ts).
  scriptSources: [PAGE_BOOT_SOURCE],
});
