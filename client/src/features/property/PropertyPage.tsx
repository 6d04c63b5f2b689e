import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { graphql } from '../../__generated__/gql';
import { FavouriteButton } from '../../components/FavouriteButton';
import { Icon, isIconName } from '../../components/icons';
import { PageIntro } from '../../components/PageIntro';
import { usePageTitle } from '../../components/usePageTitle';
import { VillaCard } from '../../components/VillaCard';
import { useFormatPrice } from '../../lib/currencies';
import { HttpStatus, useServerHead } from '../../lib/server-render';
import { paths } from '../../lib/urls';
import { BookingForm } from './BookingForm';
import { ImageCarousel } from './ImageCarousel';
import { PropertyJsonLd } from './PropertyJsonLd';
import { regionNotInLocation } from './property.logic';
import { PropertyListSection, PropertySection } from './PropertySection';
import { PropertyReviews } from './PropertyReviews';
import { SeasonTable } from './SeasonTable';
import { NearestStays, PriceCalendar } from './StayPlanner';
import './property.css';

/** The villa page; its pictures have no identity in the cache, so ResponsiveImage's fields come unmasked for the gallery. */
const PropertyQuery = graphql(`
  query PropertyPage($id: ID!) {
    company {
      name
      chatUrl
    }
    property(id: $id) {
      id
      title
      location
      region
      description
      longDescription
      features
      layout
      nearbyAttractions
      amenities {
        icon
        label
      }
      images {
        ...ResponsiveImage_image @unmask # a picture has no cache identity: it is read with its parent
      }
      price
      changeoverDay
      minNights
      rates(upcoming: true) {
        from
        to
        weeklyPrice
      }
      discount
      badge
      bedrooms
      sleeps
      bathrooms
      flightsIncluded
      country {
        slug
        name
      }
      reviewCount
      averageRating
      ...PropertyReviews_property
    }
    similarProperties(id: $id) {
      id
      ...VillaCard_property
    }
  }
`);

function useMetaDescription(content: string | undefined) {
  useServerHead({ description: content });
  useEffect(() => {
    if (!content) return;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !meta;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    const previous = meta.content;
    meta.content = content;
    return () => {
      if (created) meta.remove();
      else meta.content = previous;
    };
  }, [content]);
}

export default function PropertyPage() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const formatPrice = useFormatPrice();
  const { data, loading, error } = useQuery(PropertyQuery, { variables: { id } });
  const villa = data?.property;
  // Title and place, as link previews show them (modules/seo on the server).
  usePageTitle(villa ? `${villa.title}, ${villa.location}` : intl.formatMessage({ id: loading ? 'page.property.title' : 'property.notFound.title' }));
  useMetaDescription(villa?.description);

  if (loading && !data) {
    return (
      <div className="page container" role="status">
        <FormattedMessage id="property.loading" />
      </div>
    );
  }

  if (!villa || (error && !data)) {
    return (
      // The same page heading and layout as the 404 page.
      <div className="page container not-found">
        <HttpStatus code={404} />
        <PageIntro title={intl.formatMessage({ id: 'property.notFound.title' })} intro={intl.formatMessage({ id: 'property.notFound.text' })}>
          <Link to={paths.home} className="button button--primary">
            <FormattedMessage id="notFound.home" />
          </Link>
        </PageIntro>
      </div>
    );
  }

  const similar = data.similarProperties;
  return (
    <div className="page container property">
      <PropertyJsonLd villa={villa} />
      <div className="property__gallery">
        <ImageCarousel images={villa.images} title={villa.title} />
        <div className="property__favourite">
          <FavouriteButton propertyId={villa.id} reportStatusError />
        </div>
        <p className="property__photos-note">
          <Icon name="camera" size={16} />
          <FormattedMessage id="property.morePhotos" />
        </p>
      </div>

      {/* Title, booking box, then the description: the order on one column, and in the DOM, so the
          box is drawn where it stays on a wide screen (grid areas) and never moves on a slow first visit. */}
      <div className="property__layout">
        <header className="property__head">
          {villa.badge ? <span className="badge badge--dark">{villa.badge}</span> : null}
          <h1>{villa.title}</h1>
          <p className="property__location">
            <Icon name="pin" size={17} />
            {villa.location}
            {regionNotInLocation(villa.location, villa.region, villa.country?.name) ? (
              <span className="property__region">{regionNotInLocation(villa.location, villa.region, villa.country?.name)}</span>
            ) : null}
          </p>
          {villa.discount ? (
            <span className="badge badge--accent property__discount">
              <FormattedMessage id="property.save" values={{ percent: villa.discount }} />
            </span>
          ) : null}
          <ul className="property__facts">
            <li>
              <Icon name="bed" />
              <FormattedMessage id="property.bedrooms" values={{ count: villa.bedrooms }} />
            </li>
            <li>
              <Icon name="users" />
              <FormattedMessage id="property.sleeps" values={{ count: villa.sleeps }} />
            </li>
            <li>
              <Icon name="bath" />
              <FormattedMessage id="property.bathrooms" values={{ count: villa.bathrooms }} />
            </li>
          </ul>
        </header>

        <aside className="property__sidebar" aria-label={intl.formatMessage({ id: 'booking.title' })}>
          <div className="property__price">
            <p>
              <FormattedMessage
                id="villaCard.fromPrice"
                values={{ price: formatPrice(villa.price), strong: (chunks) => <strong data-testid="weekly-price">{chunks}</strong> }}
              />
            </p>
            {villa.flightsIncluded ? (
              <span className="badge badge--dark">
                <Icon name="plane" size={14} />
                <FormattedMessage id="property.flightsIncluded" />
              </span>
            ) : null}
          </div>
          <BookingForm propertyId={villa.id} weeklyPrice={villa.price} seasons={villa.rates} changeoverDay={villa.changeoverDay} minNights={villa.minNights} chatUrl={data.company.chatUrl} />
          <NearestStays propertyId={villa.id} />
        </aside>

        <div className="property__main">
          <PropertySection headingId="about-title" title="property.about">
            <p className="property__lead">{villa.description}</p>
            {villa.longDescription.split(/\n{2,}/).map((paragraph, i) => (
              <p key={i}>{paragraph}</p>
            ))}
          </PropertySection>

          <PropertyListSection headingId="features-title" title="property.features" listClassName="property__ticks" items={villa.features}>
            {(feature) => (
              <li key={feature}>
                <Icon name="check" size={16} />
                {feature}
              </li>
            )}
          </PropertyListSection>

          <PropertyListSection headingId="layout-title" title="property.layout" listClassName="property__plain" items={villa.layout}>
            {(line) => <li key={line}>{line}</li>}
          </PropertyListSection>

          <PropertyListSection headingId="amenities-title" title="property.amenities" listClassName="property__amenities" items={villa.amenities}>
            {(amenity) => (
              <li key={amenity.label}>
                <Icon name={isIconName(amenity.icon) ? amenity.icon : 'check'} size={20} />
                {amenity.label}
              </li>
            )}
          </PropertyListSection>

          <SeasonTable seasons={villa.rates} baseWeeklyPrice={villa.price} />
          <PriceCalendar propertyId={villa.id} />

          <PropertySection headingId="location-title" title="property.location">
            <p>{villa.location}</p>
            {villa.nearbyAttractions.length ? (
              <>
                <h3>
                  <FormattedMessage id="property.nearby" />
                </h3>
                <ul className="property__plain">
                  {villa.nearbyAttractions.map((place) => (
                    <li key={place}>{place}</li>
                  ))}
                </ul>
              </>
            ) : null}
          </PropertySection>

          <PropertyReviews property={villa} />
        </div>
      </div>

      {similar.length ? (
        <PropertySection headingId="similar-title" title="property.similar" className="property__similar">
          <ul className="villa-grid">
            {similar.map((other) => (
              <li key={other.id}>
                <VillaCard property={other} />
              </li>
            ))}
          </ul>
        </PropertySection>
      ) : null}
    </div>
  );
}
