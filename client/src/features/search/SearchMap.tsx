import { useQuery } from '@apollo/client/react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatMapArea, parseMapArea, type MapArea } from '../../../../common/map-area';
import { graphql } from '../../__generated__/gql';
import type { PropertyFilter } from '../../__generated__/graphql';
import { useFormatPrice } from '../../lib/currencies';
import { propertyUrl } from '../../lib/urls';
import { clusterIndex, mapAreaOf, pinsBounds, visibleMarkers, type MapMarker } from './map.logic';
import './search-map.css';

const SearchMapQuery = graphql(`
  query SearchMapPins($filter: PropertyFilter) {
    propertyPins(filter: $filter) {
      truncated
      items {
        id
        title
        latitude
        longitude
        fromWeeklyPrice
      }
    }
    mapSettings {
      tileUrl
      attribution
    }
  }
`);

/** Where the map starts before its pins arrive: the Mediterranean, where most villas are. */
const START: L.LatLngTuple = [40, 15];
const START_ZOOM = 4;
/** The deepest zoom the map fits its pins to (a single villa is not shown at street level). */
const FIT_MAX_ZOOM = 12;

export interface SearchMapProps {
  /** The list's filter (the map area included): the map shows every match as a pin. */
  filter: PropertyFilter;
  /** The villa whose card is hovered or focused: its pin (or the cluster holding it) stands out. */
  highlightedId: string | null;
  /** "Search this area": the map's area as bbox text. */
  onSearchArea: (bbox: string) => void;
  /** A pin was chosen: open its villa (in the app, without reloading). */
  onOpenVilla: (id: string) => void;
}

/**
 * The search map (Leaflet, pins clustered by supercluster): loaded only in the browser, after the
 * list. Each pin is a link to its villa named with its title and price, each cluster a button
 * naming how many villas it holds (it zooms in); both are in the tab order. Moving the map never
 * searches by itself: it offers "Search this area". Without a configured tile address the pins
 * stand on a plain background and nothing is requested from another site.
 */
export default function SearchMap({ filter, highlightedId, onSearchArea, onOpenVilla }: SearchMapProps) {
  const intl = useIntl();
  const formatPrice = useFormatPrice();
  const { data } = useQuery(SearchMapQuery, { variables: { filter } });
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);
  /** Set while the map moves by itself (fitting the pins, resizing): such moves offer no search. */
  const quiet = useRef(false);
  /** The filter and area the view was last fitted to, and the area the guest last searched from the map. */
  const fitted = useRef<string | null>(null);
  const searched = useRef<string | undefined>(undefined);
  /** The search (fitKey) during which the guest last moved the map: "Search this area" shows while it is the current one. */
  const [movedFor, setMovedFor] = useState<string | null>(null);
  const [view, setView] = useState<{ area: MapArea; zoom: number } | null>(null);
  const openVilla = useRef(onOpenVilla);
  useEffect(() => {
    openVilla.current = onOpenVilla;
  }, [onOpenVilla]);

  const pins = data?.propertyPins.items;
  const index = useMemo(() => (pins ? clusterIndex(pins) : null), [pins]);
  const tileUrl = data?.mapSettings.tileUrl ?? null;
  const attribution = data?.mapSettings.attribution ?? '';

  // Fit the view to the searched area, or to the pins of a new search; never to the area the guest just searched from the map.
  const { bbox, ...rest } = filter;
  const fitKey = `${JSON.stringify(rest)}|${bbox ?? ''}`;
  const currentFitKey = useRef(fitKey);
  useEffect(() => {
    currentFitKey.current = fitKey;
  }, [fitKey]);

  const quietly = (move: () => void) => {
    quiet.current = true;
    try {
      move();
    } finally {
      quiet.current = false;
    }
  };

  // One Leaflet map for the component's life; it follows its box's size.
  useEffect(() => {
    const element = container.current!;
    const created = L.map(element, { zoomControl: false, attributionControl: false, minZoom: 2, maxZoom: 18, zoomSnap: 1 });
    L.control.zoom({ zoomInTitle: intl.formatMessage({ id: 'search.map.zoomIn' }), zoomOutTitle: intl.formatMessage({ id: 'search.map.zoomOut' }) }).addTo(created);
    layer.current = L.layerGroup().addTo(created);
    created.on('moveend', () => {
      setView({ area: mapAreaOf(created.getBounds()), zoom: created.getZoom() });
      if (!quiet.current) setMovedFor(currentFitKey.current);
    });
    quietly(() => created.setView(START, START_ZOOM, { animate: false }));
    const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(() => quietly(() => created.invalidateSize({ pan: false }))) : null;
    resize?.observe(element);
    map.current = created;
    return () => {
      resize?.disconnect();
      created.remove();
      map.current = null;
    };
    // The zoom buttons' titles follow the language by the map's key (SearchPage).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Tiles only when configured, with the provider's credit.
  useEffect(() => {
    const current = map.current;
    if (!current || !tileUrl) return;
    const tiles = L.tileLayer(tileUrl, { attribution, maxZoom: 18 }).addTo(current);
    const credit = attribution ? L.control.attribution({ prefix: false }).addTo(current) : null;
    return () => {
      tiles.remove();
      credit?.remove();
    };
  }, [tileUrl, attribution]);

  useEffect(() => {
    const current = map.current;
    if (!current || fitted.current === fitKey) return;
    if (bbox && bbox === searched.current) {
      fitted.current = fitKey;
      return;
    }
    const area = parseMapArea(bbox);
    if (area) {
      quietly(() => current.fitBounds([[area.minLat, area.minLng], [area.maxLat, area.maxLng]], { animate: false }));
    } else if (pins) {
      const bounds = pinsBounds(pins);
      if (bounds) quietly(() => current.fitBounds(bounds, { animate: false, padding: [24, 24], maxZoom: FIT_MAX_ZOOM }));
    } else {
      return;
    }
    fitted.current = fitKey;
  }, [fitKey, bbox, pins]);

  // The pins and clusters of the area in view.
  const markers = useMemo<MapMarker[]>(() => (index && view ? visibleMarkers(index, view.area, view.zoom) : []), [index, view]);

  useEffect(() => {
    const group = layer.current;
    const current = map.current;
    if (!group || !current) return;
    group.clearLayers();
    for (const marker of markers) {
      const element = document.createElement(marker.kind === 'pin' ? 'a' : 'button');
      if (marker.kind === 'pin') {
        const price = formatPrice(marker.fromWeeklyPrice);
        const link = element as HTMLAnchorElement;
        link.href = propertyUrl(marker.id);
        link.className = 'map-pin';
        link.dataset.villa = marker.id;
        link.setAttribute('aria-label', intl.formatMessage({ id: 'search.map.pin' }, { title: marker.title, price }));
        link.textContent = price;
        link.addEventListener('click', (event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          openVilla.current(marker.id);
        });
      } else {
        const button = element as HTMLButtonElement;
        button.type = 'button';
        button.className = 'map-cluster';
        button.dataset.villas = marker.ids.join(' ');
        button.setAttribute('aria-label', intl.formatMessage({ id: 'search.map.cluster' }, { count: marker.count }));
        button.textContent = intl.formatNumber(marker.count);
        button.addEventListener('click', () => {
          current.setView([marker.latitude, marker.longitude], marker.expansionZoom);
          // The cluster's button is gone after zooming: the guest carries on from the map.
          current.getContainer().focus();
        });
      }
      const icon = L.divIcon({ className: 'map-marker', html: element, iconSize: [0, 0] });
      L.marker([marker.latitude, marker.longitude], { icon, keyboard: false, title: '' }).addTo(group);
    }
  }, [markers, formatPrice, intl]);

  // The hovered card's pin, or the cluster that holds it.
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    for (const element of root.querySelectorAll('.map-pin, .map-cluster')) {
      const node = element as HTMLElement;
      const active = !!highlightedId && (node.dataset.villa === highlightedId || (node.dataset.villas ?? '').split(' ').includes(highlightedId));
      node.classList.toggle('is-active', active);
      node.closest('.leaflet-marker-icon')?.classList.toggle('map-marker--active', active);
    }
  }, [highlightedId, markers]);

  const searchArea = () => {
    const current = map.current;
    if (!current) return;
    const text = formatMapArea(mapAreaOf(current.getBounds()));
    searched.current = text;
    setMovedFor(null);
    onSearchArea(text);
  };

  return (
    <div className="search-map__frame">
      <div
        ref={container}
        className={tileUrl ? 'search-map__canvas' : 'search-map__canvas search-map__canvas--plain'}
        role="group"
        aria-label={intl.formatMessage({ id: 'search.map.keys' })}
      />
      {movedFor === fitKey ? (
        <button type="button" className="button button--primary search-map__search" onClick={searchArea}>
          <FormattedMessage id="search.map.searchArea" />
        </button>
      ) : null}
      {data?.propertyPins.truncated ? (
        <p className="search-map__note">
          <FormattedMessage id="search.map.truncated" />
        </p>
      ) : null}
    </div>
  );
}
