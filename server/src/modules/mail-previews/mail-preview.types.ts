import { Field, ObjectType } from 'type-graphql';
import type { Locale } from '../../../../common/locale';
import { Language } from '../../graphql/language';

@ObjectType({ description: 'Admin: one kind of e-mail the site sends.' })
export class MailTemplateInfo {
  @Field({ description: 'The kind, e.g. booking-confirmation.' })
  kind: string;

  @Field({ description: 'Who receives it: guest, staff or subscriber.' })
  audience: string;
}

@ObjectType({ description: 'A file attached to a previewed e-mail.' })
export class MailPreviewAttachment {
  @Field()
  filename: string;

  @Field({ description: 'The MIME type with its parameters.' })
  contentType: string;

  @Field({ description: 'The file as text.' })
  content: string;
}

@ObjectType({ description: 'Admin: an e-mail template filled with sample data, as it would be sent.' })
export class MailPreview {
  @Field()
  kind: string;

  @Field(() => Language)
  language: Locale;

  @Field({ description: 'The sample recipient.' })
  to: string;

  @Field()
  subject: string;

  @Field({ description: 'The HTML part: a whole document, for a sandboxed frame.' })
  html: string;

  @Field({ description: 'The plain-text part.' })
  text: string;

  @Field(() => [MailPreviewAttachment])
  attachments: MailPreviewAttachment[];
}
