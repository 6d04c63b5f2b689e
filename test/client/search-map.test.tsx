import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clusterIndex, mapAreaOf, pinsBounds, visibleMarkers, type MapPinInput } from '../../client/src/features/search/map.logic';
import { renderApp } from './render';
import { answeringLink, villa } from './storefront-render';

beforeEach(() => localStorage.clear());

const pin = (id: string, latitude: number, longitude: number): MapPinInput => ({ id, title: `Villa ${id}`, latitude, longitude, fromWeeklyPrice: 5000 });
/** Three villas on Corfu within a few hundred metres, one on Crete. */
const PINS = [pin('a', 39.62, 19.92), pin('b', 39.621, 19.921), pin('c', 39.622, 19.919), pin('d', 35.3, 25.1)];
const WORLD = { minLng: -180, minLat: -85, maxLng: 180, maxLat: 85 };

describe('map markers', () => {
  it('gathers villas too close to tell apart into one cluster that knows its villas, and splits it when zoomed in', () => {
    const index = clusterIndex(PINS);
    const far = visibleMarkers(index, WORLD, 5);
    const cluster = far.find((marker) => marker.kind === 'cluster');
    expect(cluster).toMatchObject({ kind: 'cluster', count: 3 });
    expect(cluster?.kind === 'cluster' && [...cluster.ids].sort()).toEqual(['a', 'b', 'c']);
    expect(far.filter((marker) => marker.kind === 'pin').map((marker) => marker.kind === 'pin' && marker.id)).toEqual(['d']);
    const zoom = cluster?.kind === 'cluster' ? cluster.expansionZoom : 0;
    expect(zoom).toBeGreaterThan(5);
    // Zoomed in as far as the map goes, every villa has its own pin.
    expect(visibleMarkers(index, WORLD, 15).map((marker) => marker.kind)).toEqual(['pin', 'pin', 'pin', 'pin']);
  });

  it('shows only what is inside the area', () => {
    const crete = { minLng: 24, minLat: 34.8, maxLng: 26.5, maxLat: 35.7 };
    expect(visibleMarkers(clusterIndex(PINS), crete, 8).map((marker) => marker.kind === 'pin' && marker.title)).toEqual(['Villa d']);
  });

  it('fits every pin, and keeps a searched area within the world', () => {
    expect(pinsBounds(PINS)).toEqual([[35.3, 19.919], [39.622, 25.1]]);
    expect(pinsBounds([])).toBeNull();
    expect(mapAreaOf({ getWest: () => -250, getSouth: () => -95, getEast: () => 200, getNorth: () => 40 })).toEqual({ minLng: -180, minLat: -90, maxLng: 180, maxLat: 40 });
  });
});

function searchAnswer() {
  return {
    properties: { __typename: 'PropertyPage', totalCount: 1, totalCountIsEstimate: false, hasNextPage: false, offset: 0, endCursor: 'c1', items: [villa({ id: 'villa-1', title: 'Villa Petra' })] },
  };
}

const pinsAnswer = {
  propertyPins: { __typename: 'MapPinList', truncated: false, items: [{ __typename: 'MapPin', id: 'villa-1', title: 'Villa Petra', latitude: 39.62, longitude: 19.92, fromWeeklyPrice: 7900 }] },
  mapSettings: { __typename: 'MapSettings', tileUrl: null, attribution: '' },
};

describe('the search page around the map', () => {
  it('keeps the map area of the address in the search, as a chip that removes it; offers list or map (en, de)', async () => {
    const requests: { operationName: string; variables: Record<string, unknown> }[] = [];
    const user = userEvent.setup();
    const { router, unmount } = renderApp('/search?bbox=19.5,39.3,20.2,39.9', answeringLink({ Search: searchAnswer, SearchMapPins: pinsAnswer }, requests));
    await screen.findByRole('heading', { name: 'Villa Petra' }, { timeout: 8000 });
    expect(requests.find((request) => request.operationName === 'Search')!.variables).toMatchObject({ filter: { bbox: '19.5,39.3,20.2,39.9' } });
    expect(screen.getByRole('region', { name: 'Map of the villas found' })).toBeInTheDocument();
    const views = screen.getByRole('group', { name: 'Show the results as' });
    expect(within(views).getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(views).getByRole('button', { name: 'Map' }));
    expect(within(views).getByRole('button', { name: 'Map' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('link', { name: 'Remove filter Map area' }));
    expect(new URLSearchParams(router.state.location.search).get('bbox')).toBeNull();
    unmount();

    localStorage.setItem('language', 'de');
    renderApp('/search?bbox=19.5,39.3,20.2,39.9', answeringLink({ Search: searchAnswer, SearchMapPins: pinsAnswer }));
    expect(await screen.findByRole('region', { name: 'Karte der gefundenen Villen' }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('Kartenausschnitt')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Ergebnisse anzeigen als' })).getByRole('button', { name: 'Karte' })).toBeInTheDocument();
  });
});
