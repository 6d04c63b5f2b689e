import { Arg, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { Language } from '../../graphql/language';
import { Role } from '../users/authorization';
import { listMailTemplates, previewMail } from './mail-preview.service';
import { MailPreview, MailTemplateInfo } from './mail-preview.types';

@Resolver()
export class MailPreviewResolver {
  @Authorized(Role.Admin)
  @Query(() => [MailTemplateInfo], { description: 'Admin: every kind of e-mail the site sends, for the preview.' })
  mailTemplates(): MailTemplateInfo[] {
    return listMailTemplates();
  }

  @Authorized(Role.Admin)
  @Query(() => MailPreview, { description: 'Admin: one e-mail template in a language, filled with sample data.' })
  mailPreview(@Ctx() ctx: RequestContext, @Arg('kind') kind: string, @Arg('language', () => Language) language: Language): Promise<MailPreview> {
    return previewMail(ctx, kind, language);
  }
}
