import { Router } from 'express';
import { featureModule } from '../feature-module';
import { imageRouter } from './image.router';

export const imagesModule = featureModule('images', {
  siteRoutes: () => Router().use('/images', imageRouter()),
});
