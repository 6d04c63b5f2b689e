import { Router } from 'express';
import { featureModule } from '../feature-module';
import { mediaMessages } from './media.messages';
import { MediaResolver } from './media.resolver';
import { mediaRoutes } from './media.rest';
import { mediaRouter } from './media.router';
import { PropertyImage } from './property-image.entity';

/** Villa photos: upload, sizes and formats, the gallery's order and texts, and their files under /media. */
export const mediaModule = featureModule('media', {
  resolvers: [MediaResolver],
  entities: [PropertyImage],
  routes: mediaRoutes,
  siteRoutes: ({ config }) => Router().use('/media', mediaRouter(config.mediaDir)),
  messages: mediaMessages,
});
