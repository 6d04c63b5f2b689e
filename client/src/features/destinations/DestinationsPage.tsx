import { useQuery } from '@apollo/client/react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { graphql } from '../../__generated__/gql';
import { CardGridPage } from '../../components/CardGridPage';
import { searchUrl } from '../../lib/urls';
import './destinations.css';

const DestinationsPageQuery = graphql(`
  query DestinationsPage {
    destinations {
      slug
      name
      description
      image
      villaCount
      regions {
        key
        name
      }
    }
  }
`);

const HERO = { image: '/images/pages/destinations.svg', title: 'page.destinations.title', lead: 'page.destinations.intro' } as const;

/** Regions named on a card; the rest are counted as "+N more". */
const REGIONS_SHOWN = 3;

/** /destinations: the 13 country cards, each linking to /search?region={slug}. */
export default function DestinationsPage() {
  const { data, loading } = useQuery(DestinationsPageQuery);

  return (
    <CardGridPage className="destinations-page" hero={HERO} title="page.destinations.title" loading={loading && !data} gridClassName="destination-grid">
      {data?.destinations.map((country, index) => {
        const more = country.regions.length - REGIONS_SHOWN;
        return (
          <li key={country.slug}>
            <article className="card card--hover destination-card">
              <img className="card__image" src={country.image} alt="" width={800} height={600} loading={index < 3 ? 'eager' : 'lazy'} decoding="async" />
              <div className="card__body">
                <h3>
                  {/* The slug is the country name lowercased with spaces as hyphens. */}
                  <Link to={searchUrl({ region: country.slug })} className="card__link">
                    {country.name}
                  </Link>
                </h3>
                <p className="destination-card__description">{country.description}</p>
                <p className="destination-card__regions">
                  {country.regions
                    .slice(0, REGIONS_SHOWN)
                    .map((r) => r.name)
                    .join(' · ')}
                  {more > 0 ? (
                    <span className="destination-card__more">
                      {' '}
                      <FormattedMessage id="destinations.more" values={{ count: more }} />
                    </span>
                  ) : null}
                </p>
                <p className="destination-card__count">
                  <FormattedMessage id="destinations.villaCount" values={{ count: country.villaCount }} />
                </p>
              </div>
            </article>
          </li>
        );
      })}
    </CardGridPage>
  );
}
