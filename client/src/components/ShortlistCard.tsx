import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { graphql } from '../__generated__/gql';
import { useFormatPrice } from '../lib/currencies';
import { Icon } from './icons';
import { propertyUrl } from '../lib/urls';
import { IMAGE_SIZES, ResponsiveImage } from './ResponsiveImage';
import './shortlist-card.css';

/**
 * What a shortlisted villa's card shows. Its picture has no identity of its own in the cache, so
 * ResponsiveImage's fields come unmasked and the card hands them on.
 */
export const ShortlistCardFragment = graphql(`
  fragment ShortlistCard on Property {
    id
    title
    location
    image {
      ...ResponsiveImage_image @unmask # a picture has no cache identity: it is read with its parent
    }
    price
  }
`);

/**
 * A shortlisted villa (account tab and /shortlist): first image, title, location, the weekly
 * "From" price and a View link to its page; `action` adds a control such as Remove.
 */
export function ShortlistCard({ property, action }: { property: FragmentType<typeof ShortlistCardFragment>; action?: ReactNode }) {
  const { data, complete } = useFragment({ fragment: ShortlistCardFragment, fragmentName: 'ShortlistCard', from: property });
  const formatPrice = useFormatPrice();
  if (!complete) return null;
  return (
    <article className="card shortlist-card">
      <div className="card__media">
        {data.image ? <ResponsiveImage image={data.image} sizes={IMAGE_SIZES.card} /> : <div className="card__placeholder" aria-hidden="true" />}
        {action ? <div className="shortlist-card__action">{action}</div> : null}
      </div>
      <div className="shortlist-card__body">
        <h3 className="shortlist-card__title">{data.title}</h3>
        <p className="shortlist-card__location">
          <Icon name="pin" size={15} aria-hidden="true" />
          {data.location}
        </p>
        <p className="shortlist-card__price">
          <FormattedMessage
            id="shortlistCard.fromPrice"
            values={{ price: <strong>{formatPrice(data.price)}</strong> }}
          />
        </p>
        <Link to={propertyUrl(data.id)} className="button button--primary shortlist-card__view">
          <FormattedMessage id="shortlistCard.view" />
          <span className="visually-hidden">: {data.title}</span>
        </Link>
      </div>
    </article>
  );
}
