import { loadConfig } from '../../server/src/config';
import { mailHtml, mailHtmlCompiled, type MailContent } from '../../server/src/modules/mail/mail-layout';

/** Each shape of mail is compiled by MJML once; every mail must still come out as if compiled on its own. */

const { company } = loadConfig({ ...process.env, DATABASE_URL: 'postgres://localhost/unused', SESSION_SECRET: 'x'.repeat(40) });

const mail = (name: string): MailContent => ({
  subject: `Your booking for ${name} & co <is> "confirmed" — MAILSLOT0Q $& $1`,
  text: `Dear ${name},\n\nThank you: see https://example.com/orders?id=1&x=2.\nLine two with <b>markup</b>, 'quotes' and MAILSLOT3Q.\n\nGrüße, ${name}`,
  details: [{ label: 'Total & more', value: `£7,014.00 for ${name}\nhttps://example.com/pay` }],
  action: { label: `Pay "${name}"`, url: `https://example.com/pay?who=${name}&n=1` },
});

describe('the HTML part of an e-mail', () => {
  it('is what MJML makes of each mail on its own, for mails of one shape in turn and in both languages', async () => {
    for (const locale of ['en', 'de'] as const) {
      for (const name of ['Ada', 'Grace <Hopper>', 'MAILSLOT1Q']) {
        const html = await mailHtml(mail(name), company, locale);
        expect(html).toBe(await mailHtmlCompiled(mail(name), company, locale));
        expect(html).toContain(`lang="${locale}"`);
      }
    }
  });

  it('says only its own mail: nothing of the mail of the same shape before it, its text escaped', async () => {
    await mailHtml(mail('Ada'), company, 'en');
    const html = await mailHtml(mail('Grace'), company, 'en');
    expect(html).not.toContain('Ada');
    expect(html).toContain('Dear Grace,');
    expect(html).toContain('&lt;b&gt;markup&lt;/b&gt;');
    expect(html).toContain('$&amp; $1');
    expect(html).toContain('href="https://example.com/pay?who=Grace&amp;n=1"');
  });

  it('is right for mails of other shapes too: no details, no button, one paragraph or none', async () => {
    const shapes: MailContent[] = [
      { subject: 'Only a subject', text: '' },
      { subject: 'One paragraph', text: 'Just this.' },
      { subject: 'A button', text: 'Reset it:\n\nBelow.', action: { label: 'Reset', url: 'https://example.com/reset?t=a&b' } },
      { subject: 'Details', text: 'P1\n\nP2\n\nP3', details: [{ label: 'A', value: 'B' }] },
    ];
    for (const content of shapes) expect(await mailHtml(content, company, 'de')).toBe(await mailHtmlCompiled(content, company, 'de'));
  });
});
