import { featureModule } from '../feature-module';
import { mailDelivery } from './mail.jobs';
import { mailMessages } from './mail.messages';
import { OutboxMail } from './outbox-mail.entity';

export const mailModule = featureModule('mail', {
  entities: [OutboxMail],
  jobs: [mailDelivery],
  messages: mailMessages,
});
