import { useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { graphql } from '../../__generated__/gql';
import type { FestivePackageType, SpecialOffersPageQuery } from '../../__generated__/graphql';
import { PageHero } from '../../components/PageHero';
import { PageSection } from '../../components/PageSection';
import { PageLoading } from '../../components/PageLoading';
import { IMAGE_SIZES, ResponsiveImage } from '../../components/ResponsiveImage';
import { VillaCard } from '../../components/VillaCard';
import { useFormatPrice } from '../../lib/currencies';
import { FavouriteButton } from '../../components/FavouriteButton';
import { formatDate } from '../../lib/dates';
import { paths, propertyUrl } from '../../lib/urls';
import './offers.css';

/** The packages, the offers (whose pictures, without an identity in the cache, come unmasked for ResponsiveImage) and the discounted villas' cards. */
const SpecialOffersPageQuery = graphql(`
  query SpecialOffersPage {
    festivePackages {
      id
      title
      badge
      description
      features
      price
      priceUnit
      packageType
      period {
        start
        end
      }
    }
    festiveOffers {
      id
      title
      badge
      region
      location
      image {
        ...ResponsiveImage_image @unmask # a picture has no cache identity: it is read with its parent
      }
      discountPercent
      originalPrice
      discountedPrice
      packageType
      villaId
      inclusions
      bookingPeriod {
        start
        end
      }
    }
    properties(filter: { discounted: true }, page: { limit: 100 }) {
      totalCount
      items {
        id
        ...VillaCard_property
      }
    }
  }
`);

type FestiveOffer = SpecialOffersPageQuery['festiveOffers'][number];

/** The offer groups, in the page's order; Complete Festive carries its 15% badge. */
const GROUPS = [
  { type: 'CHRISTMAS', title: 'offers.group.christmas', badgePercent: null },
  { type: 'NEW_YEAR', title: 'offers.group.newYear', badgePercent: null },
  { type: 'COMPLETE_FESTIVE', title: 'offers.group.completeFestive', badgePercent: 15 },
] as const;

const PACKAGE_IMAGE: Record<FestivePackageType, string> = {
  CHRISTMAS: '/images/offers/christmas.svg',
  NEW_YEAR: '/images/offers/new-year.svg',
  COMPLETE_FESTIVE: '/images/offers/complete-festive.svg',
};

function useFormatPeriod() {
  const intl = useIntl();
  return ({ start, end }: { start: string; end: string }) => {
    return intl.formatMessage({ id: 'offers.period' }, { start: formatDate(intl, start), end: formatDate(intl, end) });
  };
}

/** /special-offers: festive packages, festive villa offers by season, then every discounted villa. */
export default function SpecialOffersPage() {
  const formatPrice = useFormatPrice();
  const formatPeriod = useFormatPeriod();
  const { data, loading, error } = useQuery(SpecialOffersPageQuery);

  return (
    <div className="offers-page">
      <PageHero image="/images/pages/special-offers.svg" eyebrow="offers.eyebrow" title="page.specialOffers.title" lead="page.specialOffers.intro" />
      {loading && !data ? <PageLoading /> : null}
      {error && !data ? (
        <p className="container page-section" role="alert">
          <FormattedMessage id="offers.loadFailed" />
        </p>
      ) : null}
      {data ? (
        <>
          <PageSection headingId="offers-packages" title="offers.packagesTitle" lead="offers.packagesLead">
            <ul className="card-grid offers-packages">
              {data.festivePackages.map((pkg) => (
                <li key={pkg.id}>
                  <article className="card package-card" aria-labelledby={`package-${pkg.id}`}>
                    <div className="package-card__media">
                      <img src={PACKAGE_IMAGE[pkg.packageType]} alt="" width={800} height={450} loading="lazy" decoding="async" />
                      <span className="badge badge--accent package-card__badge">{pkg.badge}</span>
                    </div>
                    <div className="package-card__body">
                      <h3 id={`package-${pkg.id}`}>{pkg.title}</h3>
                      <p className="package-card__period">{formatPeriod(pkg.period)}</p>
                      <p>{pkg.description}</p>
                      <ul className="check-list">
                        {pkg.features.map((feature) => (
                          <li key={feature}>{feature}</li>
                        ))}
                      </ul>
                      <p className="package-card__price">
                        <strong>{formatPrice(pkg.price)}</strong> <span>{pkg.priceUnit}</span>
                      </p>
                      <Link className="button button--primary" to={paths.enquire}>
                        <FormattedMessage id="offers.enquireNow" />
                        <span className="visually-hidden">: {pkg.title}</span>
                      </Link>
                    </div>
                  </article>
                </li>
              ))}
            </ul>
          </PageSection>

          <PageSection headingId="offers-villas" title="offers.villaOffersTitle">
            {GROUPS.map((group) => {
              const offers = data.festiveOffers.filter((o) => o.packageType === group.type);
              if (!offers.length) return null;
              return (
                <div key={group.type} className="offer-group">
                  <h3 className="offer-group__title">
                    <FormattedMessage id={group.title} />
                    {group.badgePercent ? (
                      <span className="badge badge--accent">
                        <FormattedMessage id="offers.percentOff" values={{ percent: group.badgePercent }} />
                      </span>
                    ) : null}
                  </h3>
                  <ul className="card-grid">
                    {offers.map((offer) => (
                      <li key={offer.id}>
                        <OfferCard offer={offer} formatPeriod={formatPeriod} />
                      </li>
                    ))}
                  </ul>
                </div>
              );
            })}
          </PageSection>

          <PageSection headingId="offers-discounted" title="offers.discountedTitle">
            {data.properties.totalCount > 0 ? (
              <>
                <p className="page-section__lead" role="status">
                  <FormattedMessage id="offers.showing" values={{ count: data.properties.totalCount }} />
                </p>
                <ul className="card-grid">
                  {data.properties.items.map((property) => (
                    <li key={property.id}>
                      <VillaCard property={property} />
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <p className="empty-state">
                <FormattedMessage id="offers.none" />
              </p>
            )}
          </PageSection>
        </>
      ) : null}
    </div>
  );
}

function OfferCard({ offer, formatPeriod }: { offer: FestiveOffer; formatPeriod: (p: { start: string; end: string }) => string }) {
  const formatPrice = useFormatPrice();
  return (
    <article className="card card--hover offer-card">
      <div className="package-card__media">
        {offer.image ? <ResponsiveImage image={offer.image} sizes={IMAGE_SIZES.card} fallbackAlt={offer.title} /> : null}
        <span className="badge badge--accent package-card__badge">{offer.badge}</span>
        <FavouriteButton propertyId={offer.villaId} className="favourite--on-picture" />
      </div>
      <div className="package-card__body">
        <h4 className="offer-card__title">
          <Link to={propertyUrl(offer.villaId)} className="offer-card__link">
            {offer.title}
          </Link>
        </h4>
        <p className="offer-card__location">{offer.location}</p>
        <p className="package-card__period">
          <FormattedMessage id="offers.bookingPeriod" values={{ period: formatPeriod(offer.bookingPeriod) }} />
        </p>
        <ul className="check-list">
          {offer.inclusions.map((inclusion) => (
            <li key={inclusion}>{inclusion}</li>
          ))}
        </ul>
        <p className="package-card__price offer-card__price">
          <FormattedMessage
            id="offers.priceWas"
            values={{ was: formatPrice(offer.originalPrice), now: formatPrice(offer.discountedPrice), s: (chunks) => <s>{chunks}</s>, strong: (chunks) => <strong>{chunks}</strong> }}
          />
        </p>
      </div>
    </article>
  );
}
