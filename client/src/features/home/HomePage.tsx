import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { graphql } from '../../__generated__/gql';
import { Carousel } from '../../components/Carousel';
import { ExternalLink } from '../../components/ExternalLink';
import { Icon } from '../../components/icons';
import { usePageDescription } from '../../components/usePageDescription';
import { usePageTitle } from '../../components/usePageTitle';
import { VillaCard } from '../../components/VillaCard';
import type { MessageId } from '../../lib/message-id';
import { paths, searchUrl } from '../../lib/urls';
import { HeroSlideshow } from './HeroSlideshow';
import { HowWeVerifyLink } from '../../components/ReviewCard';
import { ReviewsCarousel, ReviewsTab } from './ReviewsWidget';
import { SearchBar } from './SearchBar';
import './home.css';
import './home-sections.css';

/** How many of the newest discounted villas the latest-offers carousel shows. */
const LATEST_OFFERS_COUNT = 8;

const HomeQuery = graphql(`
  query Home($offers: Int!) {
    company {
      chatUrl
    }
    featuredDestinations {
      slug
      name
      image
      description
      villaCount
    }
    properties(filter: { discounted: true }, sort: NEWEST, page: { offset: 0, limit: $offers }) {
      items {
        id
        ...VillaCard_property
      }
    }
  }
`);

export default function HomePage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'page.home.title' }));
  usePageDescription(intl.formatMessage({ id: 'page.home.intro' }));
  const { data, loading, error } = useQuery(HomeQuery, { variables: { offers: LATEST_OFFERS_COUNT } });

  return (
    <div className="home">
      <section className="hero">
        <HeroSlideshow />
        <div className="hero__content container">
          <h1 className="hero__title">
            <FormattedMessage id="page.home.title" />
          </h1>
          <p className="hero__intro">
            <FormattedMessage id="page.home.intro" />
          </p>
          {data?.company?.chatUrl ? (
            <ExternalLink className="button button--light hero__call" href={data.company.chatUrl}>
              <Icon name="phone" size={17} />
              <FormattedMessage id="home.callUs" />
            </ExternalLink>
          ) : loading ? (
            // Holds the button's place while the page's data loads: the hero's text sits at its
            // bottom edge, so a button appearing later would push the heading up (layout shift).
            <span className="button button--light hero__call hero__call--pending" aria-hidden="true">
              <Icon name="phone" size={17} />
              <FormattedMessage id="home.callUs" />
            </span>
          ) : null}
        </div>
      </section>

      <div className="container home__search">
        <SearchBar />
      </div>

      <section className="container festive" aria-labelledby="festive-title">
        <div className="festive__inner">
          <div>
            <h2 id="festive-title" className="festive__title">
              <FormattedMessage id="home.festive.title" />
            </h2>
            <p className="festive__text">
              <FormattedMessage id="home.festive.text" />
            </p>
          </div>
          <div className="festive__actions">
            <Link to={paths.specialOffers} className="button button--primary">
              <FormattedMessage id="home.festive.packages" />
            </Link>
            <Link to={paths.enquire} className="button button--outline">
              <FormattedMessage id="home.festive.enquire" />
            </Link>
          </div>
        </div>
      </section>

      {loading && !data ? (
        <p className="container home__status" role="status">
          <FormattedMessage id="properties.loading" />
        </p>
      ) : null}
      {error && !data ? (
        <p className="container home__status home__status--error" role="alert">
          <FormattedMessage id="properties.error" />
        </p>
      ) : null}

      {data?.featuredDestinations?.length ? (
        <HomeSection headingId="featured-title" title="home.destinations.title" more={{ to: paths.destinations, label: 'home.destinations.viewAll' }}>
          <ul className="destination-tiles">
            {data.featuredDestinations.map((country) => (
              <li key={country.slug}>
                {/* The slug, not the shown name: a German name ("Spanien & Balearen") is no region. */}
                <Link to={searchUrl({ region: country.slug })} className="destination-tile">
                  <img src={country.image} alt={country.name} width={600} height={400} loading="lazy" decoding="async" />
                  <span className="destination-tile__name">{country.name}</span>
                  <span className="destination-tile__count">
                    <FormattedMessage id="home.destinations.villas" values={{ count: country.villaCount }} />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </HomeSection>
      ) : null}

      {data?.properties?.items.length ? (
        <HomeSection headingId="offers-title" title="home.offers.title" more={{ to: paths.specialOffers, label: 'home.offers.viewMore' }}>
          <Carousel label={intl.formatMessage({ id: 'home.offers.title' })}>
            {data.properties.items.map((villa) => (
              <VillaCard key={villa.id} property={villa} />
            ))}
          </Carousel>
        </HomeSection>
      ) : null}

      <section className="container home__section" aria-labelledby="above-title">
        <div className="above-promo">
          <p className="above-promo__eyebrow">
            <FormattedMessage id="nav.aboveLabel" />
          </p>
          <h2 id="above-title" className="above-promo__title">
            <FormattedMessage id="nav.above" />
          </h2>
          <p className="above-promo__text">
            <FormattedMessage id="home.above.text" />
          </p>
          <Link to={paths.above} className="button button--primary">
            <FormattedMessage id="home.above.cta" />
          </Link>
        </div>
      </section>

      <HomeSection headingId="reviews-title" title="reviews.title">
        <ReviewsCarousel />
        <HowWeVerifyLink />
      </HomeSection>
      <ReviewsTab />
    </div>
  );
}

/** A band of the home page: its heading, with a link to the whole list where there is one. */
function HomeSection({ headingId, title, more, children }: { headingId: string; title: MessageId; more?: { to: string; label: MessageId }; children: ReactNode }) {
  return (
    <section className="container home__section" aria-labelledby={headingId}>
      <div className="section-head">
        <h2 id={headingId}>
          <FormattedMessage id={title} />
        </h2>
        {more ? (
          <Link to={more.to} className="section-head__link">
            <FormattedMessage id={more.label} />
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}
