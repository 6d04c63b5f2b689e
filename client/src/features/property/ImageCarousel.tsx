import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ResponsiveImage_ImageFragment } from '../../__generated__/graphql';
import { Icon } from '../../components/icons';
import { IMAGE_SIZES, ResponsiveImage } from '../../components/ResponsiveImage';

/** The villa's photos: previous/next wrap around, dots jump to a photo. */
export function ImageCarousel({ images, title }: { images: readonly ResponsiveImage_ImageFragment[]; title: string }) {
  const intl = useIntl();
  const [index, setIndex] = useState(0);
  const count = images.length;
  if (!count) return <div className="gallery gallery--empty" aria-hidden="true" />;
  const go = (next: number) => setIndex(((next % count) + count) % count);
  return (
    <div className="gallery" role="region" aria-roledescription={intl.formatMessage({ id: 'carousel.roleDescription' })} aria-label={intl.formatMessage({ id: 'property.photos' }, { title })}>
      <div className="gallery__frame">
        {images.map((image, i) => (
          <ResponsiveImage
            key={image.url}
            image={image}
            sizes={IMAGE_SIZES.gallery}
            fallbackAlt={intl.formatMessage({ id: 'property.photoAlt' }, { title, number: i + 1, count })}
            className={`fade-slide gallery__image${i === index ? ' is-active' : ''}`}
            loading={i === 0 ? 'eager' : 'lazy'}
            fetchPriority={i === 0 ? 'high' : undefined}
            hidden={i !== index}
          />
        ))}
        {count > 1 ? (
          <>
            <button type="button" className="icon-button gallery__nav gallery__nav--prev" onClick={() => go(index - 1)} aria-label={intl.formatMessage({ id: 'property.previousPhoto' })}>
              <Icon name="chevronLeft" />
            </button>
            <button type="button" className="icon-button gallery__nav gallery__nav--next" onClick={() => go(index + 1)} aria-label={intl.formatMessage({ id: 'property.nextPhoto' })}>
              <Icon name="chevronRight" />
            </button>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <div className="gallery__dots">
          {images.map((image, i) => (
            <button
              key={image.url}
              type="button"
              className={`gallery__dot${i === index ? ' is-active' : ''}`}
              aria-label={intl.formatMessage({ id: 'property.showPhoto' }, { number: i + 1, count })}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => go(i)}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}
