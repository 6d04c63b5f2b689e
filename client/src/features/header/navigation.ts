import { AMENITY_FILTER_KEYS, type AmenityFilter } from '../../../../common/constants';
import { amenitySearchUrl, paths } from '../../lib/urls';

/** Message ids of the quick filters, in the spec's order. */
const AMENITY_LABELS = {
  beachfront: 'amenity.beachfront',
  'infinity-pool': 'amenity.infinityPool',
  island: 'amenity.island',
  'private-pool': 'amenity.privatePool',
  pool: 'amenity.pool',
  family: 'amenity.family',
} as const satisfies Record<AmenityFilter, string>;

export const quickFilters = AMENITY_FILTER_KEYS.map((amenity) => ({ to: amenitySearchUrl(amenity), label: AMENITY_LABELS[amenity] }));

/** Flights, car hire, travel insurance and airport transfers all open the extras page. */
export const extrasEntries = [
  { to: paths.extras, label: 'nav.extras.flights' },
  { to: paths.extras, label: 'nav.extras.carHire' },
  { to: paths.extras, label: 'nav.extras.travelInsurance' },
  { to: paths.extras, label: 'nav.extras.airportTransfers' },
] as const;
