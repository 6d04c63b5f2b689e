import { featureModule } from '../feature-module';
import { mediaMessages } from './media.messages';
import { MediaResolver, PropertyImagesResolver } from './media.resolver';
import { mediaRoutes } from './media.rest';
import { PropertyImage } from './property-image.entity';

/** Villa photos: upload, sizes and formats, the gallery's order and texts; files served by media.router.ts (app.ts). */
export const mediaModule = featureModule('media', {
  resolvers: [PropertyImagesResolver, MediaResolver],
  entities: [PropertyImage],
  routes: mediaRoutes,
  messages: mediaMessages,
});
