import { featureModule } from '../feature-module';
import { MailPreviewResolver } from './mail-preview.resolver';
import { mailPreviewRoutes } from './mail-preview.rest';

/** The staff's preview of every e-mail template (it knows every module's templates, so no module imports it). */
export const mailPreviewsModule = featureModule('mail-previews', {
  resolvers: [MailPreviewResolver],
  routes: mailPreviewRoutes,
});
