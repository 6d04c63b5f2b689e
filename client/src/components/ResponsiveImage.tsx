import { graphql } from '../__generated__/gql';
import type { ResponsiveImage_ImageFragment } from '../__generated__/graphql';
import './responsive-image.css';

/**
 * What a picture needs to render responsively. Spread it with @unmask (pictures are stored
 * inside their villa in the cache, without an identity of their own, so useFragment cannot
 * read them): `image { ...ResponsiveImage_image @unmask }`.
 */
export const ResponsiveImageFragment = graphql(`
  fragment ResponsiveImage_image on PropertyImage {
    url
    width
    height
    alt
    srcset
    avifSrcset
  }
`);

/**
 * `sizes` of the layouts that show villa pictures: a card in a grid (one column on phones, two
 * up to about 1000px, then three of at most 400px) or carousel, the property page's gallery.
 */
export const IMAGE_SIZES = {
  card: '(max-width: 639px) 100vw, (max-width: 999px) 50vw, 400px',
  gallery: '(max-width: 1200px) 100vw, 1200px',
} as const;

export interface ResponsiveImageProps {
  image: ResponsiveImage_ImageFragment;
  /** How wide the image is shown, for the browser's choice among the srcset candidates. */
  sizes: string;
  /** Used when staff gave the picture no alternative text ('' for a decorative picture). */
  fallbackAlt?: string;
  className?: string;
  loading?: 'eager' | 'lazy';
  fetchPriority?: 'high' | 'low' | 'auto';
  hidden?: boolean;
}

/**
 * A villa picture: AVIF, then WebP, at the width the layout needs (`srcset`/`sizes`), with the
 * JPEG (or the SVG of an illustration) as the fallback. Width and height reserve the space
 * before it loads, so nothing below it moves.
 */
export function ResponsiveImage({ image, sizes, fallbackAlt = '', className, loading = 'lazy', fetchPriority, hidden }: ResponsiveImageProps) {
  const img = (
    <img
      src={image.url}
      width={image.width}
      height={image.height}
      alt={image.alt || fallbackAlt}
      className={className}
      loading={loading}
      fetchPriority={fetchPriority}
      // The page's largest paint is decoded with the frame that shows it, not a frame later.
      decoding={fetchPriority === 'high' ? undefined : 'async'}
      aria-hidden={hidden || undefined}
    />
  );
  if (!image.avifSrcset && !image.srcset) return img;
  return (
    <picture className="responsive-image">
      {image.avifSrcset ? <source type="image/avif" srcSet={image.avifSrcset} sizes={sizes} /> : null}
      {image.srcset ? <source type="image/webp" srcSet={image.srcset} sizes={sizes} /> : null}
      {img}
    </picture>
  );
}
