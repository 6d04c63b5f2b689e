import { featureModule } from '../feature-module';
import { OutboxMail } from './outbox-mail.entity';

export const mailModule = featureModule('mail', {
  entities: [OutboxMail],
});
