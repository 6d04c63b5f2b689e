import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { FESTIVE_PACKAGE_TYPES, HERO_IMAGE_COUNT } from '../../../../common/constants';
import { renderPortrait, renderScene, type SceneKind } from './scene.svg';
import { destinationKeyOfSlug, sceneryForCountry, sceneryForKey, type Scenery } from './scenery';

/**
 * The seed imagery: generated illustrations addressed by plain URLs, so that real photographs
 * can replace them later by changing the stored URL only.
 */

/** Images per villa; the first is the card image. */
export const VILLA_IMAGE_COUNT = 5;
export const TEAM_IMAGE_COUNT = 8;
export const BLOG_IMAGE_COUNT = 6;
/** Generated guest photos for the seeded reviews. */
export const REVIEW_PHOTO_COUNT = 24;
const REVIEW_KINDS: SceneKind[] = ['pool', 'view', 'dusk', 'villa', 'landscape'];
const VILLA_KINDS: SceneKind[] = ['villa', 'view', 'pool', 'landscape', 'dusk'];

export const imageUrls = {
  villa: (slug: string, n: number) => `/images/villas/${slug}/${n}.svg`,
  destination: (slugOrKey: string) => `/images/destinations/${slugOrKey}.svg`,
  hero: (n: number) => `/images/hero/${n}.svg`,
  team: (n: number) => `/images/team/${n}.svg`,
  blog: (n: number) => `/images/blog/${n}.svg`,
  review: (n: number) => `/images/reviews/${n}.svg`,
  offer: (packageType: string) => `/images/offers/${packageType}.svg`,
  page: (name: string) => `/images/pages/${name}.svg`,
};

const scenes = {
  med: { climate: 'mediterranean', coastal: true, styles: ['terracotta', 'cubic'] },
  medInland: { climate: 'mediterranean', coastal: false, styles: ['terracotta'], extra: 'vines' },
  tropical: { climate: 'tropical', coastal: true, styles: ['modern', 'lodge'] },
  desert: { climate: 'desert', coastal: false, styles: ['riad'] },
  dubai: { climate: 'desert', coastal: true, styles: ['modern'], extra: 'skyline' },
  arctic: { climate: 'arctic', coastal: false, styles: ['chalet'] },
  safari: { climate: 'safari', coastal: false, styles: ['lodge'] },
  mountain: { climate: 'mountain', coastal: false, styles: ['lodge'] },
} satisfies Record<string, Scenery>;

const heroScenes: [Scenery, SceneKind][] = [
  [scenes.med, 'villa'],
  [scenes.tropical, 'view'],
  [scenes.dubai, 'dusk'],
  [scenes.medInland, 'villa'],
  [scenes.arctic, 'dusk'],
];
const blogScenes: [Scenery, SceneKind][] = [
  [scenes.med, 'landscape'],
  [scenes.tropical, 'pool'],
  [scenes.arctic, 'landscape'],
  [scenes.desert, 'villa'],
  [scenes.safari, 'landscape'],
  [scenes.medInland, 'view'],
];
const offerScenes: Record<string, [Scenery, 'lights' | 'fireworks']> = {
  christmas: [scenes.arctic, 'lights'],
  'new-year': [scenes.tropical, 'fireworks'],
  'complete-festive': [scenes.med, 'lights'],
};
const pageScenes: Record<string, [Scenery, SceneKind]> = {
  above: [scenes.med, 'dusk'],
  extras: [scenes.tropical, 'view'],
  'why-us': [scenes.medInland, 'landscape'],
  'about-us': [scenes.med, 'view'],
  enquire: [scenes.tropical, 'pool'],
  'special-offers': [scenes.dubai, 'villa'],
  destinations: [scenes.mountain, 'landscape'],
  blog: [scenes.safari, 'view'],
};

export interface Image {
  svg: string;
  etag: string;
  /** The SVG compressed, made on first use and kept with the image (see `encodedImage`). */
  encoded?: Partial<Record<ImageEncoding, Buffer>>;
}

export type ImageEncoding = 'br' | 'gzip';

/**
 * The image compressed for a browser that accepts `encoding`: the drawings are text, a quarter of
 * their size compressed, and they are the home and search pages' largest paints. Each encoding has
 * its own ETag (a strong ETag names one representation).
 */
export function encodedImage(image: Image, encoding: ImageEncoding): { body: Buffer; etag: string } {
  image.encoded ??= {};
  const body = (image.encoded[encoding] ??=
    encoding === 'br' ? brotliCompressSync(image.svg, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } }) : gzipSync(image.svg, { level: 9 }));
  return { body, etag: `${image.etag.slice(0, -1)}-${encoding === 'br' ? 'br' : 'gz'}"` };
}

function nth(n: string, max: number): number | undefined {
  if (!/^[1-9][0-9]?$/.test(n)) return undefined;
  const value = Number(n);
  return value <= max ? value : undefined;
}

/** The SVG for one image path below /images (e.g. "villas/corfu-villa-eleni/2"), or undefined. */
function render(collection: string, name: string, sub?: string): string | undefined {
  switch (collection) {
    case 'villas': {
      const key = destinationKeyOfSlug(name);
      const n = sub === undefined ? undefined : nth(sub, VILLA_IMAGE_COUNT);
      if (!key || !n || !/^[a-z0-9-]+$/.test(name)) return undefined;
      return renderScene({ seed: `villa|${name}|${n}`, scenery: sceneryForKey(key)!, kind: VILLA_KINDS[n - 1] });
    }
    case 'destinations': {
      const scenery = sceneryForCountry(name) ?? sceneryForKey(name);
      return scenery && renderScene({ seed: `destination|${name}`, scenery, kind: scenery.coastal ? 'view' : 'landscape' });
    }
    case 'hero': {
      const n = nth(name, HERO_IMAGE_COUNT);
      return n ? renderScene({ seed: `hero|${n}`, scenery: heroScenes[n - 1][0], kind: heroScenes[n - 1][1], width: 1600, height: 900 }) : undefined;
    }
    case 'team': {
      const n = nth(name, TEAM_IMAGE_COUNT);
      return n ? renderPortrait(`team|${n}`) : undefined;
    }
    case 'blog': {
      const n = nth(name, BLOG_IMAGE_COUNT);
      return n ? renderScene({ seed: `blog|${n}`, scenery: blogScenes[n - 1][0], kind: blogScenes[n - 1][1] }) : undefined;
    }
    case 'reviews': {
      const n = nth(name, REVIEW_PHOTO_COUNT);
      if (!n) return undefined;
      const sceneries = Object.values(scenes);
      return renderScene({ seed: `review|${n}`, scenery: sceneries[n % sceneries.length], kind: REVIEW_KINDS[n % REVIEW_KINDS.length] });
    }
    case 'offers': {
      if (!(FESTIVE_PACKAGE_TYPES as readonly string[]).includes(name)) return undefined;
      const [scenery, festive] = offerScenes[name];
      return renderScene({ seed: `offer|${name}`, scenery, kind: 'dusk', festive });
    }
    case 'pages': {
      const scene = Object.hasOwn(pageScenes, name) ? pageScenes[name] : undefined;
      return scene && renderScene({ seed: `page|${name}`, scenery: scene[0], kind: scene[1], width: 1600, height: 900 });
    }
    default:
      return undefined;
  }
}

// Rendering takes a few milliseconds; keep the most recent answers.
const cache = new Map<string, Image>();
const CACHE_LIMIT = 600;

export function getImage(collection: string, name: string, sub?: string): Image | undefined {
  const cacheKey = `${collection}/${name}/${sub ?? ''}`;
  const cached = cache.get(cacheKey);
  if (cached) return cached;
  const svg = render(collection, name, sub) || undefined;
  if (!svg) return undefined;
  const image = { svg, etag: `"${createHash('sha1').update(svg).digest('base64url')}"` };
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  cache.set(cacheKey, image);
  return image;
}
