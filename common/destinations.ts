import { regionSlug } from './constants';

/**
 * The destinations of the search bar, the destination cards and the footer as plain data: the
 * server seeds them and the client's search bar and footer read them.
 */

export interface DestinationKey {
  /** Stable key, e.g. "corfu". */
  key: string;
  /** Readable English name; the search bar sends it as the location parameter. */
  name: string;
  /** German name, where it differs. */
  nameDe?: string;
}

export interface DestinationGroup {
  /** Group label in the search bar's destination select, e.g. "Spain". */
  label: string;
  labelDe: string;
  /** Country or card name, e.g. "Spain & The Balearics". */
  country: string;
  countryDe: string;
  /** regionSlug(country): the /search?region= value. */
  slug: string;
  keys: DestinationKey[];
}

interface GroupInput extends Omit<DestinationGroup, 'slug' | 'country' | 'countryDe'> {
  country?: string;
  countryDe?: string;
}

function group(input: GroupInput): DestinationGroup {
  const country = input.country ?? input.label;
  return { ...input, country, countryDe: input.countryDe ?? input.labelDe, slug: regionSlug(country) };
}

/** A group holding a single destination of the same name (Madagascar, Dubai …). */
function single(name: string, nameDe: string, key = regionSlug(name)): DestinationGroup {
  return group({ label: name, labelDe: nameDe, keys: [{ key, name, ...(nameDe !== name ? { nameDe } : {}) }] });
}

/** Every group in the search bar's order. */
export const DESTINATION_GROUPS: readonly DestinationGroup[] = [
  group({
    label: 'Greece',
    labelDe: 'Griechenland',
    keys: [
      { key: 'corfu', name: 'Corfu', nameDe: 'Korfu' },
      { key: 'crete', name: 'Crete', nameDe: 'Kreta' },
      { key: 'kefalonia', name: 'Kefalonia' },
      { key: 'lefkada', name: 'Lefkada' },
      { key: 'paxos', name: 'Paxos' },
      { key: 'peloponnese', name: 'Peloponnese', nameDe: 'Peloponnes' },
      { key: 'rhodes', name: 'Rhodes', nameDe: 'Rhodos' },
      { key: 'zakynthos', name: 'Zakynthos' },
    ],
  }),
  group({
    label: 'Italy',
    labelDe: 'Italien',
    keys: [
      { key: 'amalfi', name: 'Amalfi', nameDe: 'Amalfiküste' },
      { key: 'puglia', name: 'Puglia', nameDe: 'Apulien' },
      { key: 'sardinia', name: 'Sardinia', nameDe: 'Sardinien' },
      { key: 'sicily', name: 'Sicily', nameDe: 'Sizilien' },
      { key: 'tuscany', name: 'Tuscany', nameDe: 'Toskana' },
      { key: 'umbria', name: 'Umbria', nameDe: 'Umbrien' },
      { key: 'lazio', name: 'Lazio', nameDe: 'Latium' },
    ],
  }),
  group({
    label: 'Spain',
    labelDe: 'Spanien',
    country: 'Spain & The Balearics',
    countryDe: 'Spanien & Balearen',
    keys: [
      { key: 'andalusia', name: 'Andalusia', nameDe: 'Andalusien' },
      { key: 'formentera', name: 'Formentera' },
      { key: 'ibiza', name: 'Ibiza' },
      { key: 'majorca', name: 'Majorca', nameDe: 'Mallorca' },
      { key: 'menorca', name: 'Menorca' },
      { key: 'catalonia', name: 'Catalonia', nameDe: 'Katalonien' },
      { key: 'costa-blanca', name: 'Costa Blanca' },
      { key: 'costa-brava', name: 'Costa Brava' },
      { key: 'costa-del-sol', name: 'Costa del Sol' },
      { key: 'valencia', name: 'Valencia' },
    ],
  }),
  group({
    label: 'France',
    labelDe: 'Frankreich',
    keys: [
      { key: 'provence', name: 'Provence' },
      { key: 'south-west', name: 'South West', nameDe: 'Südwestfrankreich' },
    ],
  }),
  group({
    label: 'Portugal',
    labelDe: 'Portugal',
    keys: [
      { key: 'algarve', name: 'Algarve' },
      { key: 'douro', name: 'Douro', nameDe: 'Douro-Tal' },
    ],
  }),
  group({
    label: 'Morocco',
    labelDe: 'Marokko',
    keys: [
      { key: 'essaouira', name: 'Essaouira' },
      { key: 'marrakech', name: 'Marrakech', nameDe: 'Marrakesch' },
    ],
  }),
  group({
    label: 'Turkey',
    labelDe: 'Türkei',
    keys: [
      { key: 'kalkan', name: 'Kalkan' },
      { key: 'kas', name: 'Kas' },
    ],
  }),
  group({
    label: 'Croatia',
    labelDe: 'Kroatien',
    keys: [
      { key: 'brac', name: 'Brac' },
      { key: 'dubrovnik', name: 'Dubrovnik' },
      { key: 'hvar', name: 'Hvar' },
      { key: 'split', name: 'Split' },
    ],
  }),
  group({
    label: 'Caribbean islands',
    labelDe: 'Karibische Inseln',
    country: 'Caribbean',
    countryDe: 'Karibik',
    keys: [
      { key: 'anguilla', name: 'Anguilla' },
      { key: 'antigua', name: 'Antigua' },
      { key: 'bahamas', name: 'Bahamas' },
      { key: 'barbados', name: 'Barbados' },
      { key: 'bequia', name: 'Bequia' },
      { key: 'british-virgin-islands', name: 'British Virgin Islands', nameDe: 'Britische Jungferninseln' },
      { key: 'cayman-islands', name: 'Cayman Islands', nameDe: 'Kaimaninseln' },
      { key: 'dominica', name: 'Dominica' },
      { key: 'dominican-republic', name: 'Dominican Republic', nameDe: 'Dominikanische Republik' },
      { key: 'grenada', name: 'Grenada' },
      { key: 'jamaica', name: 'Jamaica', nameDe: 'Jamaika' },
      { key: 'mustique', name: 'Mustique' },
      { key: 'nevis', name: 'Nevis' },
      { key: 'st-barths', name: 'St Barths', nameDe: 'St. Barths' },
      { key: 'st-kitts', name: 'St Kitts', nameDe: 'St. Kitts' },
      { key: 'st-lucia', name: 'St Lucia', nameDe: 'St. Lucia' },
      { key: 'st-martin', name: 'St Martin', nameDe: 'St. Martin' },
      { key: 'st-vincent', name: 'St Vincent', nameDe: 'St. Vincent' },
      { key: 'tobago', name: 'Tobago' },
      { key: 'turks-and-caicos', name: 'Turks and Caicos', nameDe: 'Turks- und Caicosinseln' },
      { key: 'us-virgin-islands', name: 'US Virgin Islands', nameDe: 'Amerikanische Jungferninseln' },
    ],
  }),
  single('Madagascar', 'Madagaskar'),
  single('Sri Lanka', 'Sri Lanka'),
  single('Dubai', 'Dubai'),
  single('Costa Rica', 'Costa Rica'),
  single('Peru', 'Peru'),
  single('Zanzibar', 'Sansibar'),
  single('Samoa', 'Samoa'),
  single('Australia', 'Australien'),
  single('Botswana', 'Botswana'),
  group({
    label: 'Lapland',
    labelDe: 'Lappland',
    keys: [
      { key: 'lapland-finland', name: 'Lapland Finland', nameDe: 'Finnisch-Lappland' },
      { key: 'swedish-lapland', name: 'Swedish Lapland', nameDe: 'Schwedisch-Lappland' },
    ],
  }),
  single('Iceland', 'Island'),
  single('Alaska', 'Alaska'),
  single('Norwegian Arctic', 'Norwegische Arktis'),
  single('Canadian Yukon', 'Kanadisches Yukon'),
];

/** The 13 destination cards of /destinations, in order. */
export const DESTINATION_CARD_COUNTRIES = [
  'Greece',
  'Italy',
  'Spain & The Balearics',
  'France',
  'Portugal',
  'Caribbean',
  'Madagascar',
  'Sri Lanka',
  'Dubai',
  'Costa Rica',
  'Morocco',
  'Turkey',
  'Croatia',
] as const;

/** The 6 featured destination cards of the home page, in order. */
export const FEATURED_COUNTRIES = ['Madagascar', 'Sri Lanka', 'Spain & The Balearics', 'Dubai', 'Costa Rica', 'Caribbean'] as const;

/** Footer destination lists: 6 shown, 7 more after "see more". */
export const FOOTER_DESTINATIONS_SHOWN_LIST = ['Greece', 'Italy', 'Spain & The Balearics', 'France', 'Portugal', 'Caribbean'] as const;
export const FOOTER_DESTINATIONS_MORE_LIST = ['Madagascar', 'Sri Lanka', 'Dubai', 'Costa Rica', 'Morocco', 'Turkey', 'Croatia'] as const;

export const ALL_DESTINATION_KEYS: readonly (DestinationKey & { group: DestinationGroup })[] = DESTINATION_GROUPS.flatMap((g) => g.keys.map((k) => ({ ...k, group: g })));

export function groupBySlug(slug: string): DestinationGroup | undefined {
  return DESTINATION_GROUPS.find((g) => g.slug === slug);
}

export function groupByCountry(country: string): DestinationGroup | undefined {
  return DESTINATION_GROUPS.find((g) => g.country === country);
}

export function destinationByKey(key: string): (DestinationKey & { group: DestinationGroup }) | undefined {
  return ALL_DESTINATION_KEYS.find((d) => d.key === key);
}
