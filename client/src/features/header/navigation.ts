import { AMENITY_GROUPS } from '../../../../common/amenities';
import { amenitySearchUrl, paths } from '../../lib/urls';

/** The quick filters, in the spec's order. */
export const quickFilters = AMENITY_GROUPS.map((group) => ({ to: amenitySearchUrl(group.value), label: group.messageId }));

/** Flights, car hire, travel insurance and airport transfers all open the extras page. */
export const extrasEntries = [
  { to: paths.extras, label: 'nav.extras.flights' },
  { to: paths.extras, label: 'nav.extras.carHire' },
  { to: paths.extras, label: 'nav.extras.travelInsurance' },
  { to: paths.extras, label: 'nav.extras.airportTransfers' },
] as const;
