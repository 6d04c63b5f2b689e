import { AMENITY_GROUPS } from '../../../../common/amenities';
import { amenitySearchUrl, paths } from '../../lib/urls';
import type { MessageId } from '../../lib/message-id';

/** The quick filters, in the order of AMENITY_GROUPS. */
export const quickFilters = AMENITY_GROUPS.map((group) => ({ to: amenitySearchUrl(group.value), label: group.messageId }));

/** Flights, car hire, travel insurance and airport transfers all open the extras page. */
export const extrasEntries = [
  { to: paths.extras, label: 'nav.extras.flights' },
  { to: paths.extras, label: 'nav.extras.carHire' },
  { to: paths.extras, label: 'nav.extras.travelInsurance' },
  { to: paths.extras, label: 'nav.extras.airportTransfers' },
] as const;

/** A plain link of the header's navigation; `note` is the small second line under its label. */
export interface NavEntry {
  to: string;
  label: MessageId;
  note?: MessageId;
  className?: string;
}

/** The desktop links between the villas menu and the extras menu. */
export const offerLinks: NavEntry[] = [
  { to: paths.specialOffers, label: 'nav.specialOffers' },
  { to: paths.above, label: 'nav.above', note: 'nav.aboveLabel', className: 'main-nav__above' },
];

/** The desktop links after the extras menu. */
export const companyLinks: NavEntry[] = [
  { to: paths.whyUs, label: 'nav.whyUs' },
  { to: paths.aboutUs, label: 'nav.aboutUs', note: 'nav.ourTeam' },
  { to: paths.enquire, label: 'nav.contact' },
  { to: paths.blog, label: 'nav.blog' },
  { to: paths.destinations, label: 'nav.destinations' },
];

/** The mobile menu's links after the villas: a shorter list than the desktop one, to fit a phone. */
export const mobileLinks: NavEntry[] = [
  { to: paths.specialOffers, label: 'nav.specialOffers' },
  { to: paths.extras, label: 'nav.extras' },
  { to: paths.aboutUs, label: 'nav.aboutUs' },
  { to: paths.enquire, label: 'nav.enquire' },
];
