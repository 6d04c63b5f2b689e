import type { RequestContext } from '../../graphql/context';
import { localize } from '../../i18n/localize';
import { Property } from '../properties/property.entity';
import { propertyImageUrls } from '../media/media.service';
import { findProperty, publishedOnly } from '../properties/property.service';

/** Public, indexable pages of the client's route table; personal and admin pages are left out. */
export const SITEMAP_STATIC_PATHS = ['/', '/search', '/special-offers', '/above', '/destinations', '/why-us', '/about-us', '/enquire', '/blog', '/extras', '/how-we-verify-reviews', '/terms', '/privacy', '/cookies', '/accessibility'] as const;

/** Pages robots should not crawl: personal, checkout, admin and the APIs. */
export const ROBOTS_DISALLOW = ['/account', '/admin', '/checkout', '/shortlist', '/login', '/forgot-password', '/reset-password/', '/newsletter/', '/api/', '/graphql'] as const;

/** Longest description a search result or link preview shows in full. */
const DESCRIPTION_MAX = 160;

function absolute(ctx: RequestContext, path: string): string {
  return new URL(path, ctx.config.publicUrl).toString();
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

/** /sitemap.xml: the static public pages and every published villa's page, dated by its last change. */
export async function sitemapXml(ctx: RequestContext): Promise<string> {
  const villas = await publishedOnly(ctx.manager.getRepository(Property).createQueryBuilder('p'))
    .select(['p.id', 'p.updatedAt'])
    .orderBy('p.createdAt', 'ASC')
    .addOrderBy('p.id', 'ASC')
    .getMany();
  const entries = [
    ...SITEMAP_STATIC_PATHS.map((path) => `  <url><loc>${escapeXml(absolute(ctx, path))}</loc></url>`),
    ...villas.map((v) => `  <url><loc>${escapeXml(absolute(ctx, `/property/${v.id}`))}</loc><lastmod>${v.updatedAt.toISOString().slice(0, 10)}</lastmod></url>`),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}

/** /robots.txt: everything public may be crawled; the sitemap is announced. */
export function robotsTxt(ctx: RequestContext): string {
  return ['User-agent: *', ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`), '', `Sitemap: ${absolute(ctx, '/sitemap.xml')}`, ''].join('\n');
}

export interface PageMeta {
  title: string;
  description: string;
  url: string;
  image: string | null;
  type: 'website' | 'product';
}

function shorten(text: string, max = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

/** Title, description, image and address of a villa page for link previews; null for an unknown villa. */
export async function propertyPageMeta(ctx: RequestContext, id: string): Promise<PageMeta | null> {
  const found = await findProperty(ctx, id);
  if (!found) return null;
  const property = localize(found, ctx.locale);
  const [image] = await propertyImageUrls(ctx, property);
  return {
    title: `${property.title}, ${property.location} | ${ctx.config.company.name}`,
    description: shorten(property.description),
    url: absolute(ctx, `/property/${property.id}`),
    image: image ? absolute(ctx, image) : null,
    type: 'product',
  };
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}

/** The same page in each language (hreflang links); `default` is the address for anyone else. */
export interface PageAlternates {
  en: string;
  de: string;
  default: string;
}

/**
 * The head tags that describe a page to crawlers and link previews: meta description, canonical
 * link, hreflang alternates, Open Graph and Twitter tags. Every value is escaped.
 */
export function pageHeadTags(meta: PageMeta, siteName: string, locale: string, alternates?: PageAlternates): string[] {
  const property = (name: string, content: string) => `<meta property="${name}" content="${escapeHtml(content)}" />`;
  const named = (name: string, content: string) => `<meta name="${name}" content="${escapeHtml(content)}" />`;
  const alternate = (lang: string, href: string) => `<link rel="alternate" hreflang="${lang}" href="${escapeHtml(href)}" />`;
  return [
    named('description', meta.description),
    `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
    ...(alternates ? [alternate('en', alternates.en), alternate('de', alternates.de), alternate('x-default', alternates.default)] : []),
    property('og:type', meta.type),
    property('og:site_name', siteName),
    property('og:locale', locale === 'de' ? 'de_DE' : 'en_GB'),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:url', meta.url),
    ...(meta.image ? [property('og:image', meta.image)] : []),
    named('twitter:card', meta.image ? 'summary_large_image' : 'summary'),
    named('twitter:title', meta.title),
    named('twitter:description', meta.description),
    ...(meta.image ? [named('twitter:image', meta.image)] : []),
  ];
}

/** A description cut to what a search result shows in full. */
export function pageDescription(text: string): string {
  return shorten(text);
}

/**
 * The client's index.html with the page's title, description, canonical link and Open Graph
 * / Twitter tags, so link previews and crawlers that run no script still see the villa (used
 * when the server renderer is not built; see modules/ssr).
 */
export function injectPageMeta(indexHtml: string, meta: PageMeta, siteName: string, locale: string): string {
  const tags = pageHeadTags(meta, siteName, locale).join('\n    ');
  // Replacer functions, never replacement strings: `$&` or `$'` in a villa title stays literal text.
  const title = `<title>${escapeHtml(meta.title)}</title>`;
  const withTitle = indexHtml.replace(/<title>[\s\S]*?<\/title>/, () => title);
  const withoutDescription = withTitle.replace(/\s*<meta name="description"[^>]*>/, () => '');
  const head = `    ${tags}\n    ${jsonLdScript(meta)}\n  </head>`;
  return withoutDescription.replace('</head>', () => head);
}

/**
 * Structured data for search engines. JSON.stringify escapes quotes; `<`, `>`, `&` and the
 * JavaScript line separators are written as \u escapes so no text can close the script element.
 */
function jsonLdScript(meta: PageMeta): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': meta.type === 'product' ? 'VacationRental' : 'WebSite',
    name: meta.title,
    description: meta.description,
    url: meta.url,
    ...(meta.image ? { image: meta.image } : {}),
  };
  const json = JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `<script type="application/ld+json">${json}</script>`;
}
