import mjml2html from 'mjml';
import { BRAND_COLORS as C } from '../../../../common/brand';
import type { Locale } from '../../../../common/locale';
import type { CompanyDetails } from '../../config';
import { translate } from '../../i18n/messages';

/** What a template says; the layout adds the company's band, the button and the footer. */
export interface MailContent {
  subject: string;
  /**
   * The body as plain text: paragraphs separated by a blank line, lines by a line break. It is the
   * text part as it is, and the HTML part's paragraphs, with its web addresses as links.
   */
  text: string;
  /** The one thing the mail asks the reader to do, drawn as a button in HTML (the text keeps the link). */
  action?: { label: string; url: string };
  /** Label–value rows (dates, amounts), shown as a table in HTML and as lines in the text. */
  details?: { label: string; value: string }[];
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"]+[^\s<>".,;:!?)]/g;

/** One paragraph of text as HTML: escaped, line breaks kept, web and mail addresses as links. */
function paragraphHtml(paragraph: string): string {
  let html = '';
  let last = 0;
  for (const match of paragraph.matchAll(URL_PATTERN)) {
    html += escapeHtml(paragraph.slice(last, match.index));
    html += `<a href="${escapeHtml(match[0])}" class="link" style="color:${C.accent};word-break:break-all">${escapeHtml(match[0])}</a>`;
    last = match.index + match[0].length;
  }
  html += escapeHtml(paragraph.slice(last));
  return html.replace(/\n/g, '<br>');
}

/** The plain-text part: the body, the details as lines, then the company's address block. */
export function mailText(content: MailContent, company: CompanyDetails, locale: Locale): string {
  const parts = [content.text];
  if (content.details?.length) parts.push(content.details.map((row) => `${row.label}: ${row.value}`).join('\n'));
  if (content.action && !content.text.includes(content.action.url)) parts.push(`${content.action.label}: ${content.action.url}`);
  parts.push(`--\n${mailFooterLines(company, locale).join('\n')}`);
  return parts.join('\n\n');
}

function mailFooterLines(company: CompanyDetails, locale: Locale): string[] {
  return [company.legalName, company.address, `${translate(locale, 'mail.layout.phone')} ${company.phone} · ${company.email}`];
}

/** A mail's own HTML, each part escaped: what the layout around it does not know in advance. */
interface HtmlParts {
  title: string;
  preview: string;
  company: string;
  paragraphs: string[];
  details: string | null;
  action: { url: string; label: string } | null;
  footer: string;
}

function htmlParts(content: MailContent, company: CompanyDetails, locale: Locale): HtmlParts {
  return {
    title: escapeHtml(content.subject),
    preview: escapeHtml(content.text.split('\n').find((line) => line.trim()) ?? content.subject),
    company: escapeHtml(company.name),
    paragraphs: content.text
      .split(/\n{2,}/)
      .map((p) => p.trim())
      .filter(Boolean)
      .map(paragraphHtml),
    details: content.details?.length
      ? content.details
          .map((row) => `<tr style="border-bottom:1px solid ${C.border}"><th align="left" style="font-weight:600;vertical-align:top;padding:6px 8px 6px 0">${escapeHtml(row.label)}</th><td style="vertical-align:top;padding:6px 0">${paragraphHtml(row.value)}</td></tr>`)
          .join('')
      : null,
    action: content.action ? { url: escapeHtml(content.action.url), label: escapeHtml(content.action.label) } : null,
    footer: mailFooterLines(company, locale).map(escapeHtml).join('<br>'),
  };
}

/**
 * The HTML part, from one MJML layout for every e-mail: the company's name on its navy band (text,
 * no image, so nothing remote has to load), the body, the button, the details and a footer with
 * the company's legal name and address. MJML makes it a table layout that mail clients agree on
 * and that narrows to one column down to 320 px; the `prefers-color-scheme` rules give clients in
 * dark mode the site's dark colours instead of leaving them to invert the light ones.
 */
async function layoutHtml(parts: HtmlParts, locale: Locale): Promise<string> {
  const paragraphs = parts.paragraphs.map((p) => `<mj-text css-class="body-text">${p}</mj-text>`).join('\n');
  const details = parts.details !== null ? `<mj-table css-class="details" color="${C.text}" padding="8px 24px" cellpadding="6">${parts.details}</mj-table>` : '';
  const action = parts.action
    ? `<mj-button href="${parts.action.url}" css-class="action" background-color="${C.accent}" color="${C.accentText}" font-weight="600" border-radius="8px" inner-padding="12px 22px" padding="12px 24px 20px">${parts.action.label}</mj-button>`
    : '';
  const source = `<mjml lang="${locale}" dir="ltr">
  <mj-head>
    <mj-title>${parts.title}</mj-title>
    <mj-preview>${parts.preview}</mj-preview>
    <mj-breakpoint width="480px" />
    <mj-attributes>
      <mj-all font-family="system-ui, -apple-system, 'Segoe UI', Helvetica, Arial, sans-serif" />
      <mj-text color="${C.text}" font-size="16px" line-height="1.55" padding="8px 24px" />
    </mj-attributes>
    <mj-raw><meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark"></mj-raw>
    <mj-style>
      :root { color-scheme: light dark; supported-color-schemes: light dark; }
      @media (prefers-color-scheme: dark) {
        .page, .page > div, body { background-color: ${C.pageDark} !important; }
        .card, .card > table, .card td { background-color: ${C.cardDark} !important; }
        .band, .band > table, .band td { background-color: ${C.bandDark} !important; }
        .body-text div, .details table, .details th, .details td { color: ${C.textDark} !important; }
        .footer div { color: ${C.mutedDark} !important; }
        .link { color: ${C.accentDark} !important; }
      }
    </mj-style>
  </mj-head>
  <mj-body background-color="${C.page}" width="600px" css-class="page">
    <mj-section background-color="${C.band}" css-class="band" padding="18px 0">
      <mj-column>
        <mj-text css-class="brand" color="${C.bandText}" font-family="'Iowan Old Style', 'Palatino Linotype', Palatino, Georgia, serif" font-size="22px" letter-spacing="0.5px" padding="4px 24px">${parts.company}</mj-text>
      </mj-column>
    </mj-section>
    <mj-section background-color="${C.card}" css-class="card" padding="16px 0 8px">
      <mj-column>
        ${paragraphs}
        ${details}
        ${action}
      </mj-column>
    </mj-section>
    <mj-section padding="12px 0 24px">
      <mj-column>
        <mj-text css-class="footer" color="${C.muted}" font-size="13px" line-height="1.5">${parts.footer}</mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
  // No web fonts: mjml would link Google's for a font it knows (Roboto), and nothing remote may be needed.
  const { html, errors } = await mjml2html(source, { validationLevel: 'strict', fonts: {} });
  if (errors.length) throw new Error(`mail layout: ${errors.map((e) => e.message).join('; ')}`);
  return html;
}

/** The HTML part of one mail compiled by MJML on its own: what mailHtml answers, at MJML's cost (some milliseconds of CPU). */
export function mailHtmlCompiled(content: MailContent, company: CompanyDetails, locale: Locale): Promise<string> {
  return layoutHtml(htmlParts(content, company, locale), locale);
}

/** Stands for the part numbered `i` in a layout compiled once; letters and digits only, so MJML passes it through as it is. */
const slot = (i: number) => `MAILSLOT${i}Q`;
const SLOT = /MAILSLOT(\d+)Q/g;

/** A mail's parts in slot order. */
const partList = (parts: HtmlParts) => [parts.title, parts.preview, parts.company, ...parts.paragraphs, ...(parts.details !== null ? [parts.details] : []), ...(parts.action ? [parts.action.url, parts.action.label] : []), parts.footer];

/** Compiled layouts by language and shape (how many paragraphs, with details, with a button), each of the mail's own parts a slot. */
const layouts = new Map<string, Promise<string>>();
/** Enough for every template's shape in both languages; a mail of yet another shape (a long enquiry) is compiled on its own. */
const MAX_LAYOUTS = 200;

/**
 * The HTML part of a mail, as mailHtmlCompiled makes it. A checkout waits for its confirmation's,
 * and MJML takes some milliseconds of CPU per mail: so each shape of mail is compiled once, with a
 * slot for each of its own parts, and the mail's parts, escaped, fill the slots.
 */
export async function mailHtml(content: MailContent, company: CompanyDetails, locale: Locale): Promise<string> {
  const parts = htmlParts(content, company, locale);
  const key = [locale, parts.paragraphs.length, parts.details !== null, parts.action !== null].join('|');
  let layout = layouts.get(key);
  if (!layout) {
    if (layouts.size >= MAX_LAYOUTS) return layoutHtml(parts, locale);
    let slots = 0;
    const next = () => slot(slots++);
    const slotted: HtmlParts = {
      title: next(),
      preview: next(),
      company: next(),
      paragraphs: parts.paragraphs.map(next),
      details: parts.details !== null ? next() : null,
      action: parts.action ? { url: next(), label: next() } : null,
      footer: next(),
    };
    layout = layoutHtml(slotted, locale);
    layouts.set(key, layout);
    layout.catch(() => layouts.delete(key));
  }
  const values = partList(parts);
  // One pass over the layout: a part's own text is never read as a slot.
  return (await layout).replace(SLOT, (_, i: string) => values[Number(i)]);
}
