import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { ABOVE_BADGE } from '../../../../common/constants';
import { graphql } from '../../__generated__/gql';
import { Icon, type IconName } from '../../components/icons';
import { PageHero } from '../../components/PageHero';
import { PageSection } from '../../components/PageSection';
import { PageLoading } from '../../components/PageLoading';
import { VillaCard } from '../../components/VillaCard';
import './above.css';

/** The ABOVE collection (weekly price above 3000 or badge ABOVE) is filtered by the server. */
const AbovePageQuery = graphql(`
  query AbovePage($page: PageInput) {
    properties(filter: { above: true }, page: $page) {
      totalCount
      items {
        id
        badge
        ...VillaCard_property
      }
    }
  }
`);

const VALUES: { icon: IconName; title: 'above.value.staffTitle' | 'above.value.chefTitle' | 'above.value.homesTitle'; text: 'above.value.staffText' | 'above.value.chefText' | 'above.value.homesText' }[] = [
  { icon: 'users', title: 'above.value.staffTitle', text: 'above.value.staffText' },
  { icon: 'coffee', title: 'above.value.chefTitle', text: 'above.value.chefText' },
  { icon: 'award', title: 'above.value.homesTitle', text: 'above.value.homesText' },
];

/** The server's largest page; the collection is larger, so it arrives in several. */
const ABOVE_PAGE_SIZE = 100;

/** /above: hero, three value blurbs and every villa of the collection, each badged ABOVE. */
export default function AbovePage() {
  const { data, loading, error, fetchMore } = useQuery(AbovePageQuery, { variables: { page: { offset: 0, limit: ABOVE_PAGE_SIZE } } });
  const villas = data?.properties.items ?? [];
  const total = data?.properties.totalCount ?? 0;

  // The page shows the whole collection: fetch the next page until every villa is there (a failed
  // page stops here, with what has arrived).
  useEffect(() => {
    if (loading || villas.length >= total) return;
    void fetchMore({ variables: { page: { offset: villas.length, limit: ABOVE_PAGE_SIZE } } }).catch(() => undefined);
  }, [loading, villas.length, total, fetchMore]);

  return (
    <div className="above-page">
      <PageHero image="/images/pages/above.svg" eyebrow="above.eyebrow" title="page.above.title" lead="page.above.intro" />
      <PageSection headingId="above-values" title="above.valuesTitle" hiddenTitle>
        <ul className="card-grid above-values">
          {VALUES.map((value) => (
            <li key={value.title} className="surface content-card">
              <Icon name={value.icon} size={28} className="content-card__icon" />
              <h3>
                <FormattedMessage id={value.title} />
              </h3>
              <p>
                <FormattedMessage id={value.text} />
              </p>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection headingId="above-villas" title="above.villasTitle">
        {loading && !data ? <PageLoading /> : null}
        {error && !data ? (
          <p className="empty-state" role="alert">
            <FormattedMessage id="above.loadFailed" />
          </p>
        ) : null}
        {data && villas.length === 0 ? (
          <p className="empty-state">
            <FormattedMessage id="above.none" />
          </p>
        ) : null}
        {villas.length ? (
          <ul className="card-grid">
            {villas.map((villa) => (
              <li key={villa.id} className="above-villa">
                <VillaCard property={villa} />
                {/* Every villa here belongs to the collection; the card shows a stored ABOVE badge itself. */}
                {villa.badge !== ABOVE_BADGE ? <span className="badge badge--dark above-villa__badge">{ABOVE_BADGE}</span> : null}
              </li>
            ))}
          </ul>
        ) : null}
      </PageSection>
    </div>
  );
}
