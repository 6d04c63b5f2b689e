import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { AMENITY_MESSAGE_IDS } from '../../../../common/amenities';
import { DEFAULT_NIGHTS, DEFAULT_SEARCH_GUESTS } from '../../../../common/constants';
import { groupBySlug } from '../../../../common/destinations';
import { buildSearchQuery, parseSearchQuery, searchPath, type SearchParam } from '../../../../common/search-url';
import { graphql } from '../../__generated__/gql';
import { Icon } from '../../components/icons';
import { usePageDescription } from '../../components/usePageDescription';
import { usePageTitle } from '../../components/usePageTitle';
import { VillaCard } from '../../components/VillaCard';
import { formatDate } from '../../lib/dates';
import { paths, propertyUrl } from '../../lib/urls';
import { FilterPanel } from './FilterPanel';
import { FlexibleDatesForm } from './FlexibleDatesForm';
import { StayWeeks } from './StayWeeks';
import { propertyFilter, readSearchCriteria } from './search.params';
import './search.css';

/** The map's code (Leaflet) loads only in the browser, after the list: it is not part of the page's first paint. */
const SearchMap = lazy(() => import('./SearchMap'));
/** From this width list and map stand side by side; below it a toggle shows one of them. */
const SIDE_BY_SIDE = '(min-width: 1024px)';

/** Villas per page; "Show more villas" fetches the page after the last one shown (by cursor). */
export const SEARCH_PAGE_SIZE = 12;

const SearchQuery = graphql(`
  query Search($filter: PropertyFilter, $page: PageInput, $after: String, $flexible: Boolean! = false) {
    properties(filter: $filter, page: $page, after: $after) {
      totalCount
      totalCountIsEstimate
      hasNextPage
      offset
      endCursor
      items {
        id
        title
        ...VillaCard_property
        stays @include(if: $flexible) {
          checkIn
          checkOut
          total
        }
      }
    }
  }
`);

export default function SearchPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'page.search.title' }));
  usePageDescription(intl.formatMessage({ id: 'page.search.intro' }));
  const [params, setParams] = useSearchParams();
  const criteria = readSearchCriteria(params);
  const filter = propertyFilter(criteria);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const navigate = useNavigate();
  const [view, setView] = useState<'list' | 'map'>('list');
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const sideBySide = useSideBySide();
  const showMap = sideBySide || view === 'map';
  const { data, loading, error, fetchMore, networkStatus } = useQuery(SearchQuery, {
    variables: { filter, page: { offset: 0, limit: SEARCH_PAGE_SIZE }, flexible: Boolean(criteria.month) },
    notifyOnNetworkStatusChange: true,
  });
  const loadingMore = networkStatus === NetworkStatus.fetchMore;

  const query = parseSearchQuery(params);
  const without = (key: SearchParam) => searchPath({ ...query, [key]: undefined });

  const region = criteria.region ? groupBySlug(criteria.region) : undefined;
  // A chip showing a default (7 nights, 2 guests) has no ×: removing it would search for the same.
  const chips: { key: string; label: string; remove?: string }[] = [];
  if (criteria.location) chips.push({ key: 'location', label: criteria.location, remove: without('location') });
  if (criteria.region) chips.push({ key: 'region', label: (intl.locale === 'de' ? region?.countryDe : region?.country) ?? criteria.region, remove: without('region') });
  if (criteria.checkIn)
    chips.push({
      key: 'checkIn',
      label: intl.formatMessage({ id: 'search.chip.checkIn' }, { date: formatDate(intl, criteria.checkIn) }),
      remove: without('checkIn'),
    });
  if (criteria.month)
    chips.push({
      key: 'month',
      label: intl.formatMessage({ id: 'search.chip.month' }, { month: formatDate(intl, `${criteria.month}-01`, 'monthYear') }),
      remove: without('month'),
    });
  chips.push({ key: 'nights', label: intl.formatMessage({ id: 'basket.nights' }, { count: criteria.nights }), remove: criteria.nights === DEFAULT_NIGHTS ? undefined : without('nights') });
  chips.push({ key: 'guests', label: intl.formatMessage({ id: 'basket.guests' }, { count: criteria.guests }), remove: criteria.guests === DEFAULT_SEARCH_GUESTS ? undefined : without('guests') });
  if (criteria.bbox) chips.push({ key: 'bbox', label: intl.formatMessage({ id: 'search.chip.area' }), remove: without('bbox') });
  if (criteria.amenity) chips.push({ key: 'amenity', label: intl.formatMessage({ id: AMENITY_MESSAGE_IDS[criteria.amenity] }), remove: without('amenity') });
  const panelCount = [criteria.minPrice, criteria.maxPrice, criteria.bedrooms].filter(Boolean).length + criteria.amenities.length;

  const page = data?.properties;
  let results;
  if (!page && loading) {
    results = (
      <p className="search__status" role="status">
        <FormattedMessage id="properties.loading" />
      </p>
    );
  } else if (!page && error) {
    results = (
      <p className="search__status search__status--error" role="alert">
        <FormattedMessage id="properties.error" />
      </p>
    );
  } else if (!page || page.totalCount === 0) {
    results = (
      <div className="search__empty">
        <h2>
          <FormattedMessage id="search.empty" />
        </h2>
        <Link to={paths.home} className="button button--primary">
          <FormattedMessage id="search.goBack" />
        </Link>
      </div>
    );
  } else {
    results = (
      <>
        <ul className="villa-grid" aria-busy={loading}>
          {page.items.map((villa, i) => (
            <li
              key={villa.id}
              onMouseEnter={() => setHighlighted(villa.id)}
              onMouseLeave={() => setHighlighted(null)}
              onFocus={() => setHighlighted(villa.id)}
              onBlur={() => setHighlighted(null)}
            >
              <VillaCard property={villa} priority={i === 0} headingLevel={2} />
              {villa.stays ? <StayWeeks villaId={villa.id} villaTitle={villa.title} stays={villa.stays} /> : null}
            </li>
          ))}
        </ul>
        <div className="search__more">
          <p className="search__shown">
            <FormattedMessage id={page.totalCountIsEstimate ? 'search.shownOfAtLeast' : 'search.shown'} values={{ shown: page.items.length, total: page.totalCount }} />
          </p>
          {page.hasNextPage ? (
            <button
              type="button"
              className="button button--outline"
              disabled={loadingMore}
              onClick={() => void fetchMore({ variables: { after: page.endCursor, page: { limit: SEARCH_PAGE_SIZE } } }).catch(() => undefined)}
            >
              <FormattedMessage id={loadingMore ? 'properties.loading' : 'search.loadMore'} />
            </button>
          ) : null}
        </div>
      </>
    );
  }

  return (
    <div className="page container search">
      <header className="search__head">
        <h1>
          <FormattedMessage id="page.search.title" />
        </h1>
        <div className="search__toolbar">
          <ul className="chips" aria-label={intl.formatMessage({ id: 'search.chips' })}>
            {chips.map((chip) => (
              <li key={chip.key} className="chip">
                <span>{chip.label}</span>
                {chip.remove ? (
                  <Link to={chip.remove} className="chip__remove" aria-label={intl.formatMessage({ id: 'search.chip.remove' }, { label: chip.label })}>
                    <Icon name="close" size={13} />
                  </Link>
                ) : null}
              </li>
            ))}
          </ul>
          <button type="button" className="button button--outline search__filters" aria-expanded={filtersOpen} onClick={() => setFiltersOpen(true)}>
            <Icon name="filter" size={17} />
            <FormattedMessage id="search.filters" />
            {panelCount ? <span className="search__filter-count">{panelCount}</span> : null}
          </button>
        </div>
        <FlexibleDatesForm key={criteria.month ?? 'exact'} criteria={criteria} onApply={(change) => setParams(buildSearchQuery({ ...query, ...change }))} />
        <div className="search__views" role="group" aria-label={intl.formatMessage({ id: 'search.view.label' })}>
          {(['list', 'map'] as const).map((value) => (
            <button key={value} type="button" className="search__view" aria-pressed={view === value} onClick={() => setView(value)}>
              <FormattedMessage id={value === 'list' ? 'search.view.list' : 'search.view.map'} />
            </button>
          ))}
        </div>
        {/* Always there, empty while loading: a live region that appears with its text is often not read. */}
        <p className="search__count" role="status">
          {page ? <FormattedMessage id={page.totalCountIsEstimate ? 'search.countAtLeast' : 'search.count'} values={{ count: page.totalCount }} /> : null}
        </p>
      </header>
      <div className={view === 'map' ? 'search__body search__body--map' : 'search__body'}>
        <div className="search__list">{results}</div>
        {/* Its box is there from the first paint, so the map arriving later moves nothing. */}
        <section className="search-map" aria-label={intl.formatMessage({ id: 'search.map.label' })}>
          {showMap ? (
            <Suspense fallback={null}>
              <SearchMap
                key={intl.locale}
                filter={filter}
                highlightedId={highlighted}
                onSearchArea={(bbox) => setParams(buildSearchQuery({ ...query, bbox }))}
                onOpenVilla={(id) => navigate(propertyUrl(id))}
              />
            </Suspense>
          ) : null}
        </section>
      </div>
      {filtersOpen ? (
        <FilterPanel
          criteria={criteria}
          onClose={() => setFiltersOpen(false)}
          onApply={(next) => {
            setParams(next);
            setFiltersOpen(false);
          }}
          params={params}
        />
      ) : null}
    </div>
  );
}

/** Whether list and map stand side by side; false on the server and until the browser has said, so hydration matches. */
function useSideBySide(): boolean {
  const [wide, setWide] = useState(false);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(SIDE_BY_SIDE);
    const update = () => setWide(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return wide;
}
