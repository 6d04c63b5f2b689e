import { useFragment } from '@apollo/client/react';
import type { FragmentType } from '@apollo/client';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { MAX_CARD_FEATURES } from '../../../common/constants';
import { graphql } from '../__generated__/gql';
import { useFormatPrice } from '../lib/currencies';
import { propertyUrl } from '../lib/urls';
import { FavouriteButton } from './FavouriteButton';
import { Icon } from './icons';
import { IMAGE_SIZES, ResponsiveImage } from './ResponsiveImage';
import './villa-card.css';

/**
 * What a villa card shows; spread it into list queries. The picture has no identity of its own
 * in the cache (useFragment cannot read it apart from the villa), so ResponsiveImage's fields
 * come unmasked and the card hands them on.
 */
export const VillaCardFragment = graphql(`
  fragment VillaCard_property on Property {
    id
    title
    location
    image {
      ...ResponsiveImage_image @unmask # a picture has no cache identity: it is read with its parent
    }
    price
    fromWeeklyPrice
    discount
    badge
    features
    bedrooms
    sleeps
    bathrooms
    flightsIncluded
    reviewCount
    averageRating
  }
`);

export interface VillaCardProps {
  property: FragmentType<typeof VillaCardFragment>;
  /**
   * The card whose picture is the page's largest paint (the first search result): fetched at once, first,
   * at high priority. Every other card's picture loads lazily, when it nears the screen: on a phone the
   * next results are below the fold, and their pictures would share the connection and the main thread
   * (an illustration is a whole SVG document to parse) with the first.
   */
  priority?: boolean;
  /** The heading level of the title inside the page's outline. */
  headingLevel?: 2 | 3;
}

/**
 * A villa card: image, badges, title, location, from-price per week in the chosen currency (the
 * lowest weekly price of the coming 12 months, seasons included),
 * bedrooms/sleeps/bathrooms and at most 3 feature lines. The whole card links to the villa; the
 * shortlist heart sits over the picture.
 */
export function VillaCard({ property, priority = false, headingLevel = 3 }: VillaCardProps) {
  const intl = useIntl();
  const formatPrice = useFormatPrice();
  const { data: villa, complete } = useFragment({ fragment: VillaCardFragment, fragmentName: 'VillaCard_property', from: property });
  if (!complete) return null;
  const Heading = `h${headingLevel}` as const;

  return (
    <article className="card card--hover villa-card">
      <div className="card__media">
        {villa.image ? (
          <ResponsiveImage
            image={villa.image}
            sizes={IMAGE_SIZES.card}
            fallbackAlt={villa.title}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
          />
        ) : (
          <div className="card__placeholder" aria-hidden="true" />
        )}
        <FavouriteButton propertyId={villa.id} className="favourite--on-picture" />
        <div className="villa-card__badges">
          {villa.badge ? <span className="badge badge--dark">{villa.badge}</span> : null}
          {villa.discount ? (
            <span className="badge badge--accent">
              <FormattedMessage id="villaCard.saveUpTo" values={{ percent: villa.discount }} />
            </span>
          ) : null}
          {villa.flightsIncluded ? (
            <span className="badge badge--light">
              <Icon name="plane" size={14} />
              <FormattedMessage id="villaCard.flightsIncluded" />
            </span>
          ) : null}
        </div>
      </div>
      <div className="villa-card__body">
        <Heading className="villa-card__title">
          <Link to={propertyUrl(villa.id)} className="villa-card__link">
            {villa.title}
          </Link>
        </Heading>
        <p className="villa-card__location">
          <Icon name="pin" size={15} />
          {villa.location}
        </p>
        {villa.reviewCount && villa.averageRating ? (
          <p className="villa-card__rating">
            <Icon name="star" size={15} fill="currentColor" />
            <FormattedMessage
              id="villaCard.rating"
              values={{ rating: intl.formatNumber(villa.averageRating, { minimumFractionDigits: 1, maximumFractionDigits: 1 }), count: villa.reviewCount }}
            />
          </p>
        ) : null}
        <p className="villa-card__price">
          <FormattedMessage
            id="villaCard.fromPrice"
            values={{ price: formatPrice(villa.fromWeeklyPrice), strong: (chunks) => <strong>{chunks}</strong> }}
          />
        </p>
        <ul className="villa-card__facts" aria-label={intl.formatMessage({ id: 'villaCard.facts' })}>
          <li>
            <Icon name="bed" size={16} />
            <FormattedMessage id="property.bedrooms" values={{ count: villa.bedrooms }} />
          </li>
          <li>
            <Icon name="users" size={16} />
            <FormattedMessage id="property.sleeps" values={{ count: villa.sleeps }} />
          </li>
          <li>
            <Icon name="bath" size={16} />
            <FormattedMessage id="property.bathrooms" values={{ count: villa.bathrooms }} />
          </li>
        </ul>
        {villa.features.length ? (
          <ul className="villa-card__features">
            {villa.features.slice(0, MAX_CARD_FEATURES).map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
