import { ABOVE_BADGE, DEFAULT_NIGHTS, DEFAULT_SEARCH_GUESTS, type AMENITY_ICONS } from '../../../../common/constants';
import { ALL_DESTINATION_KEYS, destinationByKey, type DestinationGroup } from '../../../../common/destinations';
import { villaSlug } from '../../../../common/slug';
import { imageUrls, VILLA_IMAGE_COUNT } from '../../modules/images/image.service';
import { seededRandom, type Random } from '../../modules/images/random';
import { sceneryForKey, type Climate } from '../../modules/images/scenery';
import type { Amenity, Property } from '../../modules/properties/property.entity';
import { MORE_VILLA_TITLES, PLACES, VILLA_TITLES, type Place } from './places.data';

/**
 * The demo villas, generated from templates per climate with a seeded PRNG: varied, realistic
 * and identical on every run. Slugs ("corfu-villa-thalassa") are the natural keys and start
 * with the destination key, which is how the image generator picks the scenery.
 */

// Coordinates come from the destination's point (villa-coordinates.ts), after the villas are written.
export type VillaSeed = Omit<Property, 'id' | 'createdAt' | 'published' | 'updatedAt' | 'changeoverDay' | 'reviewCount' | 'averageRating' | 'latitude' | 'longitude' | 'damageDeposit'> & { createdAt: Date };

type Pair = [string, string];
type Icon = (typeof AMENITY_ICONS)[number];
type PoolKind = 'private' | 'infinity' | 'heated' | 'shared' | 'hot-tub';

const POOL: Record<PoolKind, { label: Pair; phrase: Pair }> = {
  private: { label: ['Private pool', 'Privater Pool'], phrase: ['a private pool', 'privatem Pool'] },
  infinity: { label: ['Private pool with infinity edge', 'Privater Pool mit Infinity-Rand'], phrase: ['a private infinity pool', 'privatem Infinity-Pool'] },
  heated: { label: ['Heated private pool', 'Beheizter privater Pool'], phrase: ['a heated private pool', 'beheiztem privatem Pool'] },
  shared: { label: ['Shared pool', 'Gemeinschaftspool'], phrase: ['a shared pool', 'Gemeinschaftspool'] },
  'hot-tub': { label: ['Outdoor hot tub', 'Whirlpool im Freien'], phrase: ['an outdoor hot tub', 'Whirlpool im Freien'] },
};

/** Noun for the kind of house, with the German noun and its gender for "Diese/Dieses/Dieser". */
function houseNoun(title: string): { en: string; de: string; g: 'f' | 'n' | 'm' } {
  if (/Beach House/.test(title)) return { en: 'beach house', de: 'Strandhaus', g: 'n' };
  if (/Penthouse/.test(title)) return { en: 'penthouse', de: 'Penthouse', g: 'n' };
  if (/Lodge/.test(title)) return { en: 'lodge', de: 'Lodge', g: 'f' };
  if (/Chalet/.test(title)) return { en: 'chalet', de: 'Chalet', g: 'n' };
  if (/^(Riad|Dar) /.test(title)) return { en: 'riad', de: 'Riad', g: 'm' };
  if (/Estate/.test(title)) return { en: 'estate', de: 'Anwesen', g: 'n' };
  if (/Retreat/.test(title)) return { en: 'retreat', de: 'Refugium', g: 'n' };
  if (/^(Finca|Masseria|Masia|Casale|Mas|Bastide|Domaine|Quinta|Cortijo|La Bergerie)\b/.test(title)) return { en: 'farmhouse', de: 'Landhaus', g: 'n' };
  if (/House|^Casa|^Can |^Maison/.test(title)) return { en: 'house', de: 'Haus', g: 'n' };
  return { en: 'villa', de: 'Villa', g: 'f' };
}

function germanTitle(title: string): string {
  const swaps: [RegExp, string][] = [
    [/^(.*) Beach House$/, 'Strandhaus $1'],
    [/^(.*) Estate$/, 'Anwesen $1'],
    [/^(.*) Retreat$/, 'Refugium $1'],
    [/^(.*) House$/, 'Haus $1'],
  ];
  for (const [pattern, replacement] of swaps) if (pattern.test(title)) return title.replace(pattern, replacement);
  return title;
}

type Group = 'med' | 'tropical' | 'desert' | 'arctic' | 'safari' | 'mountain';
const groupOf = (climate: Climate): Group => (climate === 'mediterranean' ? 'med' : climate);

const SETTINGS: Record<Group | 'medInland' | 'desertCity', ((t: string) => Pair)[]> = {
  med: [(t) => [`set above the bay at ${t}`, `liegt oberhalb der Bucht von ${t}`], (t) => [`moments from the water in ${t}`, `liegt nur wenige Schritte vom Wasser entfernt in ${t}`], (t) => [`tucked into the hillside near ${t}`, `schmiegt sich bei ${t} an den Hang`]],
  medInland: [(t) => [`surrounded by countryside outside ${t}`, `liegt inmitten der Landschaft außerhalb von ${t}`], (t) => [`on a quiet hilltop near ${t}`, `thront auf einem ruhigen Hügel bei ${t}`]],
  tropical: [(t) => [`on a palm-fringed shore near ${t}`, `liegt an einem palmengesäumten Ufer bei ${t}`], (t) => [`in lush tropical gardens at ${t}`, `liegt in üppigen tropischen Gärten in ${t}`]],
  desert: [(t) => [`behind high walls in a scented garden in ${t}`, `liegt hinter hohen Mauern in einem duftenden Garten in ${t}`], (t) => [`among palm and olive groves in ${t}`, `liegt zwischen Palmen- und Olivenhainen in ${t}`]],
  desertCity: [(t) => [`on the waterfront at ${t}`, `liegt direkt am Wasser in ${t}`], (t) => [`in the exclusive enclave of ${t}`, `liegt in der exklusiven Enklave ${t}`]],
  arctic: [(t) => [`in snowy forest near ${t}`, `steht im verschneiten Wald bei ${t}`], (t) => [`on the edge of the wilderness outside ${t}`, `liegt am Rand der Wildnis außerhalb von ${t}`]],
  safari: [(t) => [`on a private concession in the ${t}`, `liegt in einem privaten Konzessionsgebiet im ${t}`]],
  mountain: [(t) => [`high in the Andes above ${t}`, `liegt hoch in den Anden oberhalb von ${t}`]],
};

const VIEWS: Record<Group | 'medInland' | 'desertCity', Pair[]> = {
  med: [['views across the sea', 'Blick auf das Meer'], ['sunset views over the bay', 'Sonnenuntergangsblick über die Bucht']],
  medInland: [['views over olive groves and vineyards', 'Blick über Olivenhaine und Weinberge'], ['far-reaching views over the hills', 'Weitblick über die Hügel']],
  tropical: [['views of the turquoise sea', 'Blick auf das türkisfarbene Meer'], ['palm-framed views of the ocean', 'Blick durch Palmen auf den Ozean']],
  desert: [['views of the Atlas Mountains', 'Blick auf das Atlasgebirge'], ['views over the rooftops and palm groves', 'Blick über Dächer und Palmenhaine']],
  desertCity: [['views of the Gulf and the skyline', 'Blick auf den Golf und die Skyline']],
  arctic: [['front-row views of the northern lights', 'Logenplatz für die Nordlichter'], ['views over frozen lakes and forest', 'Blick über gefrorene Seen und Wälder']],
  safari: [['views over the floodplains and their wildlife', 'Blick über die Schwemmebenen und ihre Tierwelt']],
  mountain: [['views of the snow-capped Andes', 'Blick auf die schneebedeckten Anden']],
};

const ADJECTIVES = ['elegant', 'stylish', 'secluded', 'light-filled', 'beautifully restored', 'contemporary', 'characterful', 'peaceful'];

const INTERIORS: ((n: number, sleeps: number) => Pair)[] = [
  (n, s) => [`Inside, light-filled living spaces open onto shaded terraces, and the ${n} bedrooms sleep up to ${s} guests in comfort.`, `Innen öffnen sich lichtdurchflutete Wohnräume auf schattige Terrassen, und die ${n} Schlafzimmer bieten bis zu ${s} Gästen bequem Platz.`],
  (n, s) => [`The interiors pair local craftsmanship with contemporary design, with room for up to ${s} guests across ${n} bedrooms.`, `Die Einrichtung verbindet lokales Handwerk mit zeitgemäßem Design; in ${n} Schlafzimmern finden bis zu ${s} Gäste Platz.`],
  (n) => [`A generous open-plan living room and a fully equipped kitchen make it easy to gather, while ${n} bedrooms give everyone space of their own.`, `Ein großzügiger offener Wohnbereich und eine voll ausgestattete Küche laden zum Beisammensein ein, während ${n} Schlafzimmer allen genug Rückzugsraum bieten.`],
];

const OUTDOORS: Record<Group | 'desertCity', Pair[]> = {
  med: [
    ['Outside, the pool is framed by lavender, olive trees and sun loungers, with a shaded pergola for long lunches.', 'Draußen umrahmen Lavendel, Olivenbäume und Sonnenliegen den Pool, und eine schattige Pergola lädt zu langen Mittagessen ein.'],
    ['Evenings belong to the terrace: a built-in barbecue, a long dining table and the sound of cicadas.', 'Die Abende gehören der Terrasse: gemauerter Grill, eine lange Tafel und das Zirpen der Zikaden.'],
  ],
  tropical: [
    ['Outside, the pool deck leads through tropical gardens towards the beach, with hammocks strung between the palms.', 'Draußen führt das Pooldeck durch tropische Gärten zum Strand, mit Hängematten zwischen den Palmen.'],
    ['Sunsets are best enjoyed from the open-sided pavilion, cocktail in hand, as the sea turns gold.', 'Sonnenuntergänge genießt man am besten im offenen Pavillon, einen Cocktail in der Hand, während sich das Meer golden färbt.'],
  ],
  desert: [['Courtyards, fountains and shaded loggias keep things cool, and the rooftop terrace is made for mint tea at sunset.', 'Innenhöfe, Brunnen und schattige Loggien sorgen für Kühle, und die Dachterrasse ist wie geschaffen für Minztee bei Sonnenuntergang.']],
  desertCity: [['Floor-to-ceiling glass opens onto the pool terrace, with the city skyline glittering beyond.', 'Raumhohe Glasfronten öffnen sich zur Poolterrasse, dahinter glitzert die Skyline der Stadt.']],
  arctic: [
    ['After a day of husky sledding or snowshoeing, warm up by the log fire or in the sauna, then watch the sky from the hot tub.', 'Nach einem Tag mit Huskyschlitten oder Schneeschuhen wärmen Sie sich am Kaminfeuer oder in der Sauna auf und beobachten dann vom Whirlpool aus den Himmel.'],
    ['Glass-roofed bedrooms let you follow the aurora from bed on clear winter nights.', 'Schlafzimmer mit Glasdach lassen Sie in klaren Winternächten die Polarlichter vom Bett aus verfolgen.'],
  ],
  safari: [['Game drives and guided walks start from the door, and elephants regularly visit the waterhole in front of the deck.', 'Pirschfahrten und geführte Wanderungen beginnen direkt vor der Tür, und Elefanten besuchen regelmäßig das Wasserloch vor dem Deck.']],
  mountain: [['Terraced gardens, a stone fireplace and views of the Andes make this a restful base between excursions.', 'Terrassierte Gärten, ein steinerner Kamin und der Blick auf die Anden machen das Haus zu einer erholsamen Basis zwischen den Ausflügen.']],
};

const SURROUNDINGS: ((town: string, minutes: number, a: Pair, b: Pair) => Pair)[] = [
  (t, m, a, b) => [`The restaurants and cafés of ${t} are ${m} minutes away; nearby highlights include ${a[0]} and ${b[0]}.`, `Die Restaurants und Cafés von ${t} erreichen Sie in ${m} Minuten. Sehenswert in der Nähe: ${a[1]} und ${b[1]}.`],
  (t, m, a) => [`Our local team welcomes you on arrival and can arrange a private chef, excursions and tickets for ${a[0]}; ${t} is ${m} minutes away.`, `Unser Team vor Ort begrüßt Sie bei der Ankunft und organisiert gern Privatkoch, Ausflüge und Tickets. Nicht verpassen: ${a[1]}. Nach ${t} sind es ${m} Minuten.`],
];

const STAFFED: Pair = ['As part of our ABOVE collection it is fully staffed, with a house manager, a private chef and daily housekeeping.', 'Als Teil unserer ABOVE-Kollektion ist das Haus voll besetzt – mit Hausmanager, Privatkoch und täglichem Housekeeping.'];

const CLIMATE_FEATURES: Record<Group, Pair[]> = {
  med: [['Shaded pergola for outdoor dining', 'Schattige Pergola zum Essen im Freien'], ['Mature olive grove and herb garden', 'Alter Olivenhain und Kräutergarten'], ['Built-in barbecue and pizza oven', 'Gemauerter Grill und Pizzaofen']],
  tropical: [['Beach pavilion with hammocks', 'Strandpavillon mit Hängematten'], ['Kayaks and snorkelling gear', 'Kajaks und Schnorchelausrüstung'], ['Outdoor rain shower', 'Regendusche im Freien']],
  desert: [['Rooftop terrace with daybeds', 'Dachterrasse mit Tagesbetten'], ['Private hammam', 'Privater Hammam'], ['Courtyard with fountain', 'Innenhof mit Brunnen']],
  arctic: [['Wood-fired sauna', 'Holzbefeuerte Sauna'], ['Log fireplace', 'Holzkamin'], ['Aurora wake-up service', 'Polarlicht-Weckdienst']],
  safari: [['Daily game drives with a private guide', 'Tägliche Pirschfahrten mit Privatguide'], ['Viewing deck over the waterhole', 'Aussichtsdeck am Wasserloch'], ['Fire pit under the stars', 'Feuerstelle unter dem Sternenhimmel']],
  mountain: [['Guided day trip to Machu Picchu', 'Geführter Tagesausflug nach Machu Picchu'], ['Stone fireplace', 'Steinerner Kamin'], ['Terraced gardens', 'Terrassierte Gärten']],
};

const GENERIC_FEATURES: Pair[] = [
  ['Daily housekeeping', 'Tägliche Reinigung'],
  ['Welcome hamper of local produce', 'Willkommenskorb mit regionalen Produkten'],
  ['Private chef available on request', 'Privatkoch auf Anfrage'],
  ['Fully equipped kitchen', 'Voll ausgestattete Küche'],
  ['Fast fibre Wi-Fi throughout', 'Schnelles Glasfaser-WLAN im ganzen Haus'],
  ['Yoga deck', 'Yoga-Deck'],
  ['Home cinema room', 'Heimkino'],
  ['Games room with table tennis', 'Spielzimmer mit Tischtennis'],
];

const BADGES: Pair[] = [
  ['New', 'Neu'],
  ['Popular', 'Beliebt'],
  ['Exclusive', 'Exklusiv'],
  ['Last few weeks', 'Letzte Wochen frei'],
];

const PRICE_BANDS: Record<string, [number, number]> = {
  greece: [1800, 9500],
  italy: [2200, 12000],
  'spain-&-the-balearics': [1900, 11000],
  france: [2000, 9000],
  portugal: [1600, 7500],
  morocco: [1600, 6500],
  turkey: [1500, 5500],
  croatia: [1800, 8500],
  caribbean: [4500, 22000],
  madagascar: [2800, 8000],
  'sri-lanka': [1800, 6500],
  dubai: [5000, 20000],
  'costa-rica': [2500, 9000],
};
const DEFAULT_BAND: [number, number] = [3500, 14000];

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const km = (value: number, de: boolean) => `${de ? String(value).replace('.', ',') : value} km`;

/** Location is "Town, Destination, Country" (the search matches every word of the destination name). */
function locationOf(town: string, group: DestinationGroup, name: Pair, place: Place): Pair {
  const countryName: Pair = place.country ?? (group.slug === 'caribbean' ? ['Caribbean', 'Karibik'] : [group.label, group.labelDe]);
  const en = [town, name[0]];
  const de = [town, name[1]];
  if (!name[0].split(' ').includes(countryName[0])) {
    en.push(countryName[0]);
    de.push(countryName[1]);
  }
  return [en.join(', '), de.join(', ')];
}

function amenity(icon: Icon, label: Pair, asString: boolean): [Amenity, Amenity] {
  return asString ? [`${icon}:${label[0]}`, `${icon}:${label[1]}`] : [{ icon, label: label[0] }, { icon, label: label[1] }];
}

function generateVilla(rnd: Random, place: Place, title: string, index: number, createdAt: Date): VillaSeed {
  const destination = destinationByKey(place.key)!;
  const group = destination.group;
  const scenery = sceneryForKey(place.key)!;
  const climateGroup = groupOf(scenery.climate);
  const textGroup = climateGroup === 'med' && !scenery.coastal ? 'medInland' : climateGroup === 'desert' && scenery.coastal ? 'desertCity' : climateGroup;
  const outdoorGroup = textGroup === 'medInland' ? 'med' : textGroup;
  const name: Pair = [destination.name, destination.nameDe ?? destination.name];
  const town = rnd.pick(place.towns);
  const [location, locationDe] = locationOf(town, group, name, place);
  const noun = houseNoun(title);
  const dies = { f: 'Diese', n: 'Dieses', m: 'Dieser' }[noun.g];

  const bedrooms = rnd.pick([2, 3, 3, 4, 4, 4, 5, 5, 6, 7, 8]);
  const sleeps = bedrooms * 2 + rnd.pick([0, 0, 1, 2]);
  const bathrooms = Math.max(1, bedrooms + rnd.pick([-1, 0, 0, 1]));
  const [lo, hi] = PRICE_BANDS[group.slug] ?? DEFAULT_BAND;
  const price = Math.round(((lo + ((hi - lo) * (bedrooms - 2)) / 6) * rnd.range(0.85, 1.2)) / 50) * 50;

  const poolKind: PoolKind = scenery.climate === 'arctic' ? 'hot-tub' : rnd.pick(['private', 'private', 'infinity', 'infinity', 'heated', bedrooms <= 3 ? 'shared' : 'private']);
  const pool = POOL[poolKind];
  const beachfront = scenery.coastal && scenery.climate !== 'arctic' && rnd.chance(scenery.climate === 'tropical' ? 0.7 : 0.4);
  const staffed = price >= 8000 ? rnd.chance(0.75) : false;
  const family = rnd.chance(0.45);

  // Description and long description.
  const setting = rnd.pick(SETTINGS[textGroup])(town);
  const view = rnd.pick(VIEWS[textGroup]);
  const description: Pair = [
    `A ${rnd.pick(ADJECTIVES)} ${bedrooms}-bedroom ${noun.en} ${setting[0]}, with ${pool.phrase[0]} and ${view[0]}.`,
    `${dies} ${noun.de} mit ${bedrooms} Schlafzimmern ${setting[1]} – mit ${pool.phrase[1]} und ${view[1]}.`,
  ];
  const [sightA, sightB] = rnd.sample(place.sights, 2);
  const townKm = rnd.pick([0.5, 1, 1.5, 2, 3, 5, 8]);
  const minutes = townKm <= 1 ? 5 : townKm <= 3 ? 10 : townKm <= 5 ? 15 : 20;
  const paragraphs: Pair[] = [rnd.pick(INTERIORS)(bedrooms, sleeps), rnd.pick(OUTDOORS[outdoorGroup]), rnd.pick(SURROUNDINGS)(town, minutes, sightA, sightB ?? sightA)];
  if (staffed) paragraphs.push(STAFFED);
  const longDescription: Pair = [paragraphs.map((p) => p[0]).join(' '), paragraphs.map((p) => p[1]).join(' ')];

  // Features: pool first, then what makes the place special.
  const features: Pair[] = [[`${pool.label[0]} and ${view[0]}`, `${pool.label[1]} und ${view[1]}`]];
  if (beachfront) features.push(['Direct beach access', 'Direkter Strandzugang']);
  if (staffed) features.push(['Fully staffed: house manager, chef and butler', 'Voll besetzt: Hausmanager, Koch und Butler']);
  if (family) features.push(['Family friendly, with cots and high chairs', 'Familienfreundlich, mit Babybetten und Hochstühlen']);
  features.push(...rnd.sample(CLIMATE_FEATURES[climateGroup], 2));
  features.push(...rnd.sample(GENERIC_FEATURES, Math.max(1, 6 - features.length)));

  // Layout over two floors.
  const ground = bedrooms <= 2 ? bedrooms : Math.ceil(bedrooms / 2) - 1;
  const upper = bedrooms - ground;
  const layout: Pair[] = [['Ground floor: open-plan living and dining room with a fully equipped kitchen', 'Erdgeschoss: offener Wohn- und Essbereich mit voll ausgestatteter Küche']];
  if (ground > 0) layout.push([`Ground floor: ${plural(ground, 'double bedroom', 'double bedrooms')} with en-suite shower room`, `Erdgeschoss: ${ground} Doppelzimmer mit eigenem Duschbad`]);
  if (upper > 0) {
    const others = upper - 1;
    layout.push([
      `First floor: master suite with private terrace${others ? ` and ${plural(others, 'further bedroom', 'further bedrooms')} (double or twin)` : ''}`,
      `Obergeschoss: Master-Suite mit eigener Terrasse${others ? ` und ${others === 1 ? 'einem weiteren Schlafzimmer' : `${others} weiteren Schlafzimmern`} (Doppel- oder Zweibettzimmer)` : ''}`,
    ]);
  }
  layout.push([`${plural(bathrooms, 'bathroom', 'bathrooms')} in total`, `Insgesamt ${bathrooms} Badezimmer`]);
  layout.push([`Outside: ${pool.label[0].toLowerCase()}, sun terrace and outdoor dining area`, `Außen: ${pool.label[1]}, Sonnenterrasse und Essbereich im Freien`]);

  // Nearby attractions with distances.
  const nearby: Pair[] = [[`${town} centre – ${km(townKm, false)}`, `Zentrum von ${town} – ${km(townKm, true)}`]];
  for (const sight of place.sights.slice(0, 3)) {
    const distance = rnd.int(3, 45);
    nearby.push([`${sight[0]} – ${km(distance, false)}`, `${sight[1]} – ${km(distance, true)}`]);
  }
  if (scenery.coastal && scenery.climate !== 'arctic') {
    const metres = rnd.pick([150, 300, 500, 800]);
    nearby.push(beachfront ? ['Beach – on the doorstep', 'Strand – direkt vor der Tür'] : [`Nearest beach – ${metres} m`, `Nächster Strand – ${metres} m`]);
  }
  const airport = place.airport ?? name;
  const airportKm = rnd.int(12, 90);
  nearby.push([`${airport[0]} airport – ${km(airportKm, false)}`, `Flughafen ${airport[1]} – ${km(airportKm, true)}`]);

  // Amenities in both stored forms: objects, "icon:label" strings, or a mix.
  const form = index % 3;
  const list: [Icon, Pair][] = [
    ['wifi', ['Free Wi-Fi', 'Kostenloses WLAN']],
    scenery.climate === 'arctic' ? ['wind', ['Underfloor heating', 'Fußbodenheizung']] : ['wind', ['Air conditioning', 'Klimaanlage']],
    ['car', rnd.pick<Pair>([['Private parking', 'Privatparkplatz'], ['Gated parking for 2 cars', 'Gesicherter Parkplatz für 2 Autos']])],
    ['waves', pool.label],
  ];
  if (beachfront) list.push(['waves', ['Beachfront', 'Direkt am Strand']]);
  else if (scenery.coastal && scenery.climate !== 'arctic' && rnd.chance(0.5)) list.push(['waves', ['Beach within walking distance', 'Strand zu Fuß erreichbar']]);
  if (place.island) list.push(['waves', ['Island hideaway', 'Inselrefugium']]);
  list.push(['coffee', rnd.pick<Pair>([['Espresso machine', 'Espressomaschine'], ['Breakfast served daily', 'Täglich Frühstück']])]);
  if (family) list.push(['coffee', ['Family friendly', 'Familienfreundlich']]);
  list.push(['tv', rnd.pick<Pair>([['Smart TV', 'Smart-TV'], ['Satellite TV', 'Satelliten-TV']])]);
  const amenities = list.map(([icon, label], i) => amenity(icon, label, form === 1 || (form === 2 && i % 2 === 1)));

  const slug = villaSlug(place.key, title);
  const discount = rnd.chance(0.32) ? rnd.pick([5, 10, 10, 15, 15, 20, 25, 30]) : null;
  const otherBadge = rnd.chance(0.3) ? rnd.pick(BADGES) : null;
  const badge: Pair | null = staffed ? [ABOVE_BADGE, ABOVE_BADGE] : otherBadge;
  const minNights = rnd.chance(0.28) ? rnd.pick([3, 4, 5, 7, 7, 10]) : 1;

  const titleDe = germanTitle(title);
  return {
    slug,
    title,
    location,
    region: destination.name,
    destinationKey: place.key,
    price,
    currency: 'GBP',
    images: Array.from({ length: VILLA_IMAGE_COUNT }, (_, i) => imageUrls.villa(slug, i + 1)),
    description: description[0],
    longDescription: longDescription[0],
    amenities: amenities.map((a) => a[0]),
    features: features.map((p) => p[0]),
    layout: layout.map((p) => p[0]),
    nearbyAttractions: nearby.map((p) => p[0]),
    bedrooms,
    bathrooms,
    sleeps,
    discount,
    badge: badge?.[0] ?? null,
    minNights,
    createdAt,
    translations: {
      de: {
        title: titleDe,
        location: locationDe,
        ...(destination.nameDe ? { region: destination.nameDe } : {}),
        description: description[1],
        longDescription: longDescription[1],
        amenities: amenities.map((a) => a[1]),
        features: features.map((p) => p[1]),
        layout: layout.map((p) => p[1]),
        nearbyAttractions: nearby.map((p) => p[1]),
        ...(badge && badge[1] !== badge[0] ? { badge: badge[1] } : {}),
      },
    },
  };
}

/** The ends of the catalogue's price range (about 1,500 to 25,000 a week), each held by one villa of the original catalogue. */
const CHEAPEST_PRICE = 1500;
const DEAREST_PRICE = 25000;
/** Every destination of the search bar finds at least this many villas at the search defaults. */
export const MIN_BOOKABLE_VILLAS = 2;

/** What the search shows at its defaults (7 nights, 2 guests): the villa takes that stay. */
export const bookableAtDefaults = (villa: Pick<VillaSeed, 'minNights' | 'sleeps'>) => villa.minNights <= DEFAULT_NIGHTS && villa.sleeps >= DEFAULT_SEARCH_GUESTS;

const DAY_MS = 86_400_000;
const FIRST_CREATED = Date.UTC(2025, 0, 6);
const createdAtOf = (index: number) => new Date(FIRST_CREATED + index * 3 * DAY_MS);

function placeOf(key: string): Place {
  const place = PLACES.find((p) => p.key === key);
  if (!place) throw new Error(`no place data for destination ${key}`);
  return place;
}

/** Every demo villa, in a stable order: the original catalogue, then the top-up. */
export function generateVillas(): VillaSeed[] {
  const villas = generateOriginalVillas();
  villas.push(...generateTopUp(villas));
  return villas;
}

/** The catalogue as first released: never change what it generates (slugs, texts, prices, dates). */
function generateOriginalVillas(): VillaSeed[] {
  const rnd = seededRandom('villas-v1');
  const titlesLeft = new Map(Object.entries(VILLA_TITLES).map(([slug, titles]) => [slug, rnd.sample(titles, titles.length)]));
  const villas: VillaSeed[] = [];
  for (const place of PLACES) {
    const group = destinationByKey(place.key)!.group;
    for (let i = 0; i < (place.villas ?? 0); i++) {
      const title = titlesLeft.get(group.slug)!.shift()!;
      const index = villas.length;
      villas.push(generateVilla(seededRandom(`villa|${place.key}|${title}`), place, title, index, createdAtOf(index)));
    }
  }
  // Pin the ends of the catalogue's price range (about 1,500 to 25,000 a week).
  const byPrice = [...villas].sort((a, b) => a.price - b.price);
  byPrice[0].price = CHEAPEST_PRICE;
  const top = byPrice[byPrice.length - 1];
  top.price = DEAREST_PRICE;
  // One modest riad is staffed too: ABOVE by badge, not by price.
  const riad = villas.find((v) => v.destinationKey === 'marrakech' && v.price <= 3000) ?? villas.find((v) => v.destinationKey === 'marrakech')!;
  if (riad.badge !== ABOVE_BADGE) {
    riad.badge = ABOVE_BADGE;
    riad.longDescription += ` ${STAFFED[0]}`;
    riad.translations.de!.longDescription += ` ${STAFFED[1]}`;
    delete riad.translations.de!.badge;
  }
  riad.price = Math.min(riad.price, 2900);
  return villas;
}

/**
 * Villas added so every destination of the search bar finds MIN_BOOKABLE_VILLAS at the search
 * defaults. They come after the original catalogue (later createdAt), take a stay
 * of the default length, and are priced strictly inside the pinned range so the cheapest and
 * dearest villas stay the same ones.
 */
function generateTopUp(original: VillaSeed[]): VillaSeed[] {
  const added: VillaSeed[] = [];
  for (const { key } of ALL_DESTINATION_KEYS) {
    const titles = [...(MORE_VILLA_TITLES[key] ?? [])];
    let bookable = original.filter((v) => v.destinationKey === key && bookableAtDefaults(v)).length;
    while (bookable < MIN_BOOKABLE_VILLAS) {
      const title = titles.shift();
      if (!title) throw new Error(`MORE_VILLA_TITLES has too few titles for ${key}`);
      const index = original.length + added.length;
      const villa = generateVilla(seededRandom(`villa-top-up|${key}|${title}`), placeOf(key), title, index, createdAtOf(index));
      villa.minNights = Math.min(villa.minNights, DEFAULT_NIGHTS);
      villa.price = Math.min(Math.max(villa.price, CHEAPEST_PRICE + 50), DEAREST_PRICE - 50);
      added.push(villa);
      bookable += 1;
    }
    if (titles.length) throw new Error(`MORE_VILLA_TITLES has unused titles for ${key}: ${titles.join(', ')}`);
  }
  return added;
}
