/**
 * Fixed catalogue content: destination texts, reviews, extras, festive
 * packages and offers, team, blog and why-us cards. English with German translations.
 */
import type { Locale } from '../../../../common/locale';
import { imageUrls } from '../../modules/images/image.service';

type Pair = [string, string];

/** One line per destination group (country slug), English and German. */
export const COUNTRY_DESCRIPTIONS: Record<string, Pair> = {
  greece: ['Whitewashed villages, olive groves and clear Ionian and Aegean waters.', 'Weiß getünchte Dörfer, Olivenhaine und das klare Wasser von Ionischem und Ägäischem Meer.'],
  italy: ['Cliff-top villas on the Amalfi Coast and farmhouses among Tuscan vineyards.', 'Villen hoch über der Amalfiküste und Landhäuser zwischen toskanischen Weinbergen.'],
  'spain-&-the-balearics': ['Island fincas on Ibiza and Majorca and sunny hideaways along the mainland costas.', 'Inselfincas auf Ibiza und Mallorca und sonnige Rückzugsorte an den Küsten des Festlands.'],
  france: ['Provençal mas among lavender fields and country houses in the wine lands of the South West.', 'Provenzalische Mas zwischen Lavendelfeldern und Landhäuser in den Weinregionen des Südwestens.'],
  portugal: ['Golden Algarve cliffs and the terraced vineyards of the Douro Valley.', 'Goldene Klippen an der Algarve und die terrassierten Weinberge des Douro-Tals.'],
  morocco: ['Riads with courtyard pools in Marrakech and breezy retreats on the Atlantic coast.', 'Riads mit Innenhofpools in Marrakesch und luftige Refugien an der Atlantikküste.'],
  turkey: ['Contemporary villas above the turquoise bays of the Lycian coast.', 'Moderne Villen über den türkisfarbenen Buchten der Lykischen Küste.'],
  croatia: ['Stone villas on Adriatic islands, a short boat ride from Dubrovnik and Split.', 'Steinvillen auf den Adriainseln, eine kurze Bootsfahrt von Dubrovnik und Split entfernt.'],
  caribbean: ['Beach houses and estates across twenty-one islands, from Barbados to the Turks and Caicos.', 'Strandhäuser und Anwesen auf einundzwanzig Inseln, von Barbados bis zu den Turks- und Caicosinseln.'],
  madagascar: ['Barefoot lodges beside lemur-filled forests and empty Indian Ocean beaches.', 'Barfuß-Lodges neben Wäldern voller Lemuren und einsamen Stränden am Indischen Ozean.'],
  'sri-lanka': ['Colonial villas, tea country and the wild south coast around Galle.', 'Koloniale Villen, Teeanbaugebiete und die wilde Südküste rund um Galle.'],
  dubai: ['Waterfront villas on the Palm with the desert and the skyline on the doorstep.', 'Villen am Wasser auf der Palme, Wüste und Skyline direkt vor der Tür.'],
  'costa-rica': ['Rainforest lodges and Pacific surf beaches rich in wildlife.', 'Regenwald-Lodges und Surfstrände am Pazifik voller Tierwelt.'],
  peru: ['Haciendas in the Sacred Valley, the gateway to Machu Picchu.', 'Haciendas im Heiligen Tal, dem Tor zu Machu Picchu.'],
  zanzibar: ['Spice-island villas on powder-white beaches.', 'Villen auf der Gewürzinsel an puderweißen Stränden.'],
  samoa: ['Ocean-front fales in the South Pacific.', 'Fales direkt am Ozean in der Südsee.'],
  australia: ['Beach houses on the surf coast of New South Wales and Queensland.', 'Strandhäuser an der Surfküste von New South Wales und Queensland.'],
  botswana: ['Safari lodges in the Okavango Delta.', 'Safari-Lodges im Okavango-Delta.'],
  lapland: ['Glass-roofed chalets under the northern lights in Finland and Sweden.', 'Chalets mit Glasdach unter den Nordlichtern in Finnland und Schweden.'],
  iceland: ['Lodges among glaciers, waterfalls and hot springs.', 'Lodges zwischen Gletschern, Wasserfällen und heißen Quellen.'],
  alaska: ['Wilderness lodges within reach of Denali and the Kenai Fjords.', 'Wildnis-Lodges in Reichweite von Denali und den Kenai Fjords.'],
  'norwegian-arctic': ['Fjord-side lodges for whales, skiing and the aurora.', 'Lodges am Fjord für Wale, Skitouren und Polarlichter.'],
  'canadian-yukon': ['Log lodges in the Yukon wilderness under dark, aurora-filled skies.', 'Blockhaus-Lodges in der Wildnis des Yukon unter dunklem, polarlichtreichem Himmel.'],
};

export interface ReviewSeed {
  title: string;
  rating: number;
  author: string;
  date: string;
  content: string;
  hasMedia: boolean;
  /** The language it was written in. */
  language: Locale;
  /** Generated guest photos (/images/reviews/N.svg); empty when none. */
  photos: string[];
  /** Index into the seeded villas, or null for a review of the company. */
  villa: number | null;
}

/** Title, rating, text, and the language when it is not English. */
const REVIEW_TEXTS: [string, number, string, Locale?][] = [
  ['Better than the photos', 5, 'The villa was even more beautiful than the pictures suggested. Spotless, well equipped and the view from the pool was unforgettable.'],
  ['Perfect family holiday', 5, 'Plenty of space for three generations, a safe pool for the little ones and a wonderful welcome hamper. The kids are already asking to go back.'],
  ['Faultless from start to finish', 5, 'From the first call to the airport transfer home, everything was handled with real care. The local rep gave us brilliant restaurant tips.'],
  ['A slice of paradise', 5, 'Waking up to the sound of the sea and having breakfast on the terrace every morning was pure bliss.'],
  ['Great villa, bumpy road', 4, 'Lovely house and garden, very comfortable beds. The last kilometre of track is steep and unpaved, so a bigger hire car helps.'],
  ['Exceptional private chef', 5, 'We booked the chef for three evenings and it was the highlight of the trip. Fresh local fish, homemade pasta and great wine pairings.'],
  ['Peaceful and private', 5, 'Completely secluded yet only ten minutes from the village. Exactly what we needed after a busy year.'],
  ['Our third stay with the team', 5, 'We keep coming back because the villas are genuinely hand-picked. Nothing is ever quite as advertised elsewhere – here it always is.'],
  ['Lovely, a little warm upstairs', 4, 'The bedrooms upstairs got warm in the afternoons despite the air conditioning, but the house, pool and views were superb.'],
  ['Northern lights from bed', 5, 'We saw the aurora three nights out of seven, twice from the glass-roofed bedroom. Magical.'],
  ['Outstanding service', 5, 'Our flight was cancelled and the 24/7 line rebooked everything, including the transfer and an extra night. Could not fault them.'],
  ['Stunning infinity pool', 5, 'The pool seems to flow straight into the sea. We spent most of the week in it.'],
  ['Good but not great Wi-Fi', 3, 'Beautiful setting and helpful housekeeper, but the Wi-Fi struggled when more than two of us were online. Fine if you want to switch off.'],
  ['Safari of a lifetime', 5, 'Elephants at the waterhole during breakfast and leopards on the evening drive. The guides were extraordinary.'],
  ['Worth every penny', 5, 'Yes, it is a splurge, but the staff anticipated every wish. The ABOVE collection really is a different level.'],
  ['Charming riad', 4, 'A calm oasis in the middle of the medina with wonderful breakfasts on the roof terrace. Finding it the first time took a while.'],
  ['Ideal for a celebration', 5, 'We celebrated a 50th birthday here and the team arranged a surprise cake and a musician. Everyone is still talking about it.'],
  ['Beach on the doorstep', 5, 'Twenty steps from the terrace to the sand. The children lived in the sea and we lived in the hammocks.'],
  ['Smooth booking', 4, 'Easy to book online, clear information and a friendly call a week before travel. The villa was lovely, the road noise minimal.'],
  ['Festive week to remember', 5, 'We spent Christmas in the villa with the festive package: decorations, a Christmas dinner cooked in the house and not a single dish to wash.'],
  ['Great base for exploring', 4, 'Well placed for day trips and the rep gave us a brilliant itinerary. The kitchen could do with a few more pans.'],
  ['Hidden gem', 5, 'A quiet village, a beautifully restored house and the friendliest housekeeper. We would not change a thing.'],
  ['Rainforest magic', 5, 'Toucans outside the window, howler monkeys as an alarm clock and the Pacific a short walk away.'],
  ['Not quite as described', 2, 'The villa itself was fine, but the pool heating was broken for part of our stay. The team did offer a partial refund, which we appreciated.'],
  ['Exceeded expectations', 5, 'Every detail had been thought of, from the beach towels to the local wine in the fridge. We are already planning next year.'],
  ['Lovely week, shame about the weather', 4, 'Two rainy days, but the villa was so comfortable that we did not mind. Log fire, board games and a great film library.'],
  ['Wunderbare Villa', 5, 'Traumhafte Lage, sehr sauber und ein unglaublich herzlicher Empfang. Wir kommen ganz sicher wieder.', 'de'],
  ['Perfekter Familienurlaub', 5, 'Viel Platz, ein sicherer Pool für die Kinder und ein toller Service vor Ort. Absolut empfehlenswert.', 'de'],
  ['Sehr schön, kleine Mängel', 4, 'Die Aussicht ist fantastisch, nur die Küche könnte etwas besser ausgestattet sein. Insgesamt ein gelungener Urlaub.', 'de'],
  ['Unvergesslich', 5, 'Die Nordlichter direkt über dem Chalet, die Sauna und die Ruhe – so etwas haben wir noch nie erlebt.', 'de'],
  ['Trusted for years', 5, 'We have booked six holidays with this company and every single one has been excellent. ABTA and ATOL protection gives real peace of mind.'],
  ['Helpful before we even left', 5, 'The team sorted flights, car hire and insurance in one call and found us a villa with step-free access for my mother.'],
];

const AUTHORS = ['Sarah M.', 'James T.', 'The Patel family', 'Emma W.', 'Oliver & Kate', 'Richard H.', 'Lucy B.', 'Mark and Jenny', 'Helen C.', 'David K.', 'Charlotte R.', 'Tom & Anna', 'Fiona G.', 'Priya S.', 'Michael O.', 'Rebecca L.', 'Andrew P.', 'Sophie D.', 'Daniel F.', 'The Morgan family', 'Grace N.', 'Peter A.', 'Isabel V.', 'Chris J.', 'Hannah E.', 'George W.', 'Katrin S.', 'Familie Weber', 'Thomas B.', 'Julia & Markus', 'Margaret Y.', 'Ben & Laura'];

/** 32 reviews, dated between spring 2024 and autumn 2025. */
export const REVIEWS: ReviewSeed[] = REVIEW_TEXTS.map(([title, rating, content, language = 'en'], i) => {
  const day = new Date(Date.UTC(2024, 3, 2) + i * 17 * 86_400_000);
  // Every fourth review comes with one to three guest photos, numbered across all reviews.
  const withPhotos = i % 4 === 1;
  const firstPhoto = Math.floor(i / 4) * 3 + 1;
  const photos = withPhotos ? Array.from({ length: (i % 3) + 1 }, (_, n) => imageUrls.review(firstPhoto + n)) : [];
  return {
    title,
    rating,
    author: AUTHORS[i],
    date: day.toISOString().slice(0, 10),
    content,
    hasMedia: photos.length > 0,
    language,
    photos,
    villa: i >= 30 ? null : (i * 7) % 60,
  };
});

export interface ExtraSeed {
  slug: string;
  category: 'flights' | 'car-hire' | 'transfers' | 'insurance';
  name: Pair;
  description: Pair;
  price: number;
  unit: Pair | null;
  depositAvailable: boolean;
}

const PER_PERSON: Pair = ['per person', 'pro Person'];
const PER_WEEK: Pair = ['per week', 'pro Woche'];
const PER_VEHICLE: Pair = ['per vehicle, each way', 'pro Fahrzeug und Strecke'];

export const EXTRAS: ExtraSeed[] = [
  { slug: 'flights-economy', category: 'flights', name: ['Economy return flights', 'Economy-Hin- und Rückflug'], description: ['Scheduled return flights from major UK airports with 23 kg checked luggage.', 'Linienflüge hin und zurück ab den großen britischen Flughäfen mit 23 kg Freigepäck.'], price: 450, unit: PER_PERSON, depositAvailable: true },
  { slug: 'flights-premium-economy', category: 'flights', name: ['Premium economy return flights', 'Premium-Economy-Hin- und Rückflug'], description: ['Extra legroom, priority boarding and two checked bags each way.', 'Mehr Beinfreiheit, bevorzugtes Boarding und zwei Gepäckstücke pro Strecke.'], price: 850, unit: PER_PERSON, depositAvailable: true },
  { slug: 'flights-business', category: 'flights', name: ['Business class return flights', 'Business-Class-Hin- und Rückflug'], description: ['Lie-flat seats, lounge access and fast-track security.', 'Liegesitze, Lounge-Zugang und Fast-Track an der Sicherheitskontrolle.'], price: 2400, unit: PER_PERSON, depositAvailable: true },
  { slug: 'flights-private-jet', category: 'flights', name: ['Private jet charter', 'Privatjet-Charter'], description: ['A light jet for up to eight passengers from the UK to Mediterranean destinations.', 'Ein Light Jet für bis zu acht Passagiere von Großbritannien zu Zielen am Mittelmeer.'], price: 18500, unit: ['per flight', 'pro Flug'], depositAvailable: true },
  { slug: 'car-hire-compact', category: 'car-hire', name: ['Compact car hire', 'Mietwagen Kompaktklasse'], description: ['A compact car with air conditioning, unlimited mileage and full insurance.', 'Ein Kompaktwagen mit Klimaanlage, unbegrenzten Kilometern und Vollkaskoversicherung.'], price: 280, unit: PER_WEEK, depositAvailable: false },
  { slug: 'car-hire-suv', category: 'car-hire', name: ['SUV car hire', 'Mietwagen SUV'], description: ['A seven-seat SUV, ideal for families and unpaved villa tracks.', 'Ein Siebensitzer-SUV, ideal für Familien und unbefestigte Zufahrten.'], price: 520, unit: PER_WEEK, depositAvailable: true },
  { slug: 'car-hire-convertible', category: 'car-hire', name: ['Convertible car hire', 'Mietwagen Cabrio'], description: ['Open-top driving along the coast roads, with child seats on request.', 'Offen an der Küste entlang, Kindersitze auf Anfrage.'], price: 640, unit: PER_WEEK, depositAvailable: true },
  { slug: 'car-hire-luxury', category: 'car-hire', name: ['Luxury car hire', 'Mietwagen Luxusklasse'], description: ['A premium saloon or Range Rover delivered to your villa.', 'Eine Premium-Limousine oder ein Range Rover, geliefert an Ihre Villa.'], price: 1250, unit: PER_WEEK, depositAvailable: true },
  { slug: 'transfer-upgrade-executive', category: 'transfers', name: ['Executive transfer upgrade', 'Upgrade auf Executive-Transfer'], description: ['Standard airport transfers are included in the villa price; upgrade to a chauffeur-driven executive car.', 'Standard-Flughafentransfers sind im Villenpreis enthalten; Upgrade auf eine Limousine mit Chauffeur.'], price: 95, unit: PER_VEHICLE, depositAvailable: false },
  { slug: 'transfer-minibus', category: 'transfers', name: ['Private minibus transfer', 'Privater Minibus-Transfer'], description: ['For groups of up to twelve with luggage, meet and greet in arrivals.', 'Für Gruppen bis zwölf Personen mit Gepäck, Empfang in der Ankunftshalle.'], price: 140, unit: PER_VEHICLE, depositAvailable: false },
  { slug: 'transfer-boat', category: 'transfers', name: ['Private boat transfer', 'Privater Bootstransfer'], description: ['Arrive by water at island and coastal villas.', 'Anreise übers Wasser zu Insel- und Küstenvillen.'], price: 320, unit: ['per boat, each way', 'pro Boot und Strecke'], depositAvailable: true },
  { slug: 'transfer-helicopter', category: 'transfers', name: ['Helicopter transfer', 'Hubschraubertransfer'], description: ['Skip the roads entirely with a scenic helicopter hop to your villa.', 'Lassen Sie die Straße hinter sich – mit einem Panoramaflug im Hubschrauber zu Ihrer Villa.'], price: 1900, unit: ['per helicopter, each way', 'pro Hubschrauber und Strecke'], depositAvailable: true },
  { slug: 'insurance-single-trip', category: 'insurance', name: ['Single trip travel insurance', 'Reiseversicherung für eine Reise'], description: ['Medical cover, cancellation up to £10,000 and baggage protection.', 'Auslandskrankenschutz, Reiserücktritt bis 10.000 £ und Gepäckschutz.'], price: 45, unit: PER_PERSON, depositAvailable: false },
  { slug: 'insurance-family', category: 'insurance', name: ['Family travel insurance', 'Familien-Reiseversicherung'], description: ['Two adults and up to four children under 18 on one policy.', 'Zwei Erwachsene und bis zu vier Kinder unter 18 in einer Police.'], price: 120, unit: ['per family', 'pro Familie'], depositAvailable: false },
  { slug: 'insurance-annual', category: 'insurance', name: ['Annual multi-trip insurance', 'Jahres-Reiseversicherung'], description: ['Unlimited trips of up to 31 days each for twelve months, worldwide.', 'Beliebig viele Reisen von bis zu 31 Tagen innerhalb von zwölf Monaten, weltweit.'], price: 180, unit: PER_PERSON, depositAvailable: true },
  { slug: 'insurance-cancellation-plus', category: 'insurance', name: ['Cancellation Plus', 'Storno Plus'], description: ['Cancel for any reason up to 14 days before travel and get 75% back.', 'Stornieren Sie bis 14 Tage vor Reisebeginn aus beliebigem Grund und erhalten Sie 75 % zurück.'], price: 250, unit: ['per booking', 'pro Buchung'], depositAvailable: true },
];

/** Festive periods as month/day; the offers service resolves the next season. */
export const FESTIVE_PERIODS = [
  { packageType: 'christmas', startMonth: 12, startDay: 20, endMonth: 12, endDay: 27 },
  { packageType: 'new-year', startMonth: 12, startDay: 28, endMonth: 1, endDay: 3 },
  { packageType: 'complete-festive', startMonth: 12, startDay: 23, endMonth: 1, endDay: 5 },
] as const;

export const FESTIVE_PACKAGES = [
  {
    id: 'christmas-magic',
    packageType: 'christmas',
    title: ['Christmas Magic', 'Weihnachtszauber'],
    description: ['A week of festive calm in a decorated villa, with Christmas dinner cooked for you on the day.', 'Eine Woche festliche Ruhe in einer geschmückten Villa, mit einem Weihnachtsessen, das am Festtag für Sie gekocht wird.'],
    features: [
      ['Decorated villa and Christmas tree', 'Geschmückte Villa mit Weihnachtsbaum'],
      ['Christmas dinner by a private chef', 'Weihnachtsessen vom Privatkoch'],
      ['Welcome hamper with mulled wine and mince pies', 'Willkommenskorb mit Glühwein und Mince Pies'],
      ['Gifts for the children from Father Christmas', 'Geschenke vom Weihnachtsmann für die Kinder'],
    ],
    price: 2500,
    priceUnit: ['per week', 'pro Woche'],
    badge: ['Most popular', 'Am beliebtesten'],
  },
  {
    id: 'new-years-eve',
    packageType: 'new-year',
    title: ["New Year's Eve", 'Silvester'],
    description: ['See the new year in with champagne, fireworks on the horizon and a late brunch the morning after.', 'Begrüßen Sie das neue Jahr mit Champagner, Feuerwerk am Horizont und einem späten Brunch am Morgen danach.'],
    features: [
      ['Champagne and canapés at midnight', 'Champagner und Canapés um Mitternacht'],
      ['Private chef for the New Year dinner', 'Privatkoch für das Silvesterdinner'],
      ['New Year’s Day brunch', 'Neujahrsbrunch'],
      ['Late check-out on 3 January', 'Später Check-out am 3. Januar'],
    ],
    price: 3000,
    priceUnit: ['per week', 'pro Woche'],
    badge: ['Limited availability', 'Begrenzte Verfügbarkeit'],
  },
  {
    id: 'complete-festive-season',
    packageType: 'complete-festive',
    title: ['Complete Festive Season', 'Die ganze Festtagssaison'],
    description: ['Two full weeks from before Christmas to after New Year, with every festive extra included.', 'Zwei volle Wochen von vor Weihnachten bis nach Neujahr, mit allen festlichen Extras inklusive.'],
    features: [
      ['2-week premium villa stay', '2 Wochen Aufenthalt in einer Premium-Villa'],
      ['Christmas and New Year dinners by a private chef', 'Weihnachts- und Silvesterdinner vom Privatkoch'],
      ['Daily housekeeping and concierge', 'Tägliche Reinigung und Concierge-Service'],
      ['Airport transfers in an executive car', 'Flughafentransfers in einer Executive-Limousine'],
    ],
    price: 5000,
    priceUnit: ['for 2 weeks', 'für 2 Wochen'],
    badge: ['Best value', 'Bestes Angebot'],
  },
] as const;

/** Inclusions per package type for the villa offers. */
export const OFFER_INCLUSIONS: Record<string, Pair[]> = {
  christmas: [
    ['Christmas dinner by a private chef', 'Weihnachtsessen vom Privatkoch'],
    ['Decorated villa and tree', 'Geschmückte Villa mit Baum'],
    ['Festive welcome hamper', 'Festlicher Willkommenskorb'],
  ],
  'new-year': [
    ['Champagne at midnight', 'Champagner um Mitternacht'],
    ['New Year’s Eve dinner', 'Silvesterdinner'],
    ['Late check-out', 'Später Check-out'],
  ],
  'complete-festive': [
    ['Two weeks over Christmas and New Year', 'Zwei Wochen über Weihnachten und Neujahr'],
    ['Christmas and New Year dinners', 'Weihnachts- und Silvesterdinner'],
    ['Daily housekeeping', 'Tägliche Reinigung'],
    ['Executive airport transfers', 'Executive-Flughafentransfers'],
  ],
};

/** Three villa offers per package type: discounts 10% or 30% (Christmas, New Year), 15% or 30% (Complete Festive). */
export const OFFER_DISCOUNTS: Record<string, number[]> = {
  christmas: [10, 30, 10],
  'new-year': [10, 10, 30],
  'complete-festive': [15, 15, 30],
};

export const TEAM = [
  { name: 'Catherine Ashworth', title: ['Managing Director', 'Geschäftsführerin'], bio: ['Catherine joined the family business in 1998 and has visited more than 600 of our villas in person.', 'Catherine stieg 1998 in das Familienunternehmen ein und hat über 600 unserer Villen persönlich besucht.'] },
  { name: 'Jonathan Reeve', title: ['Head of Villa Selection', 'Leiter Villenauswahl'], bio: ['Jonathan and his scouts inspect every property before it joins the collection, and again every year.', 'Jonathan und sein Team prüfen jedes Haus, bevor es in die Kollektion aufgenommen wird – und danach jedes Jahr erneut.'] },
  { name: 'Amelia Grant', title: ['ABOVE Collection Manager', 'Managerin der ABOVE-Kollektion'], bio: ['Amelia looks after our staffed villas, their chefs, butlers and house managers.', 'Amelia betreut unsere Villen mit Personal, deren Köche, Butler und Hausmanager.'] },
  { name: 'Marco Bellini', title: ['Mediterranean Specialist', 'Mittelmeer-Spezialist'], bio: ['Born in Puglia, Marco knows every cove between Corfu and the Amalfi Coast.', 'Der gebürtige Apulier Marco kennt jede Bucht zwischen Korfu und der Amalfiküste.'] },
  { name: 'Naomi Clarke', title: ['Caribbean and Long-Haul Specialist', 'Spezialistin für Karibik und Fernreisen'], bio: ['Naomi has lived in Barbados and St Lucia and plans island-hopping holidays across the region.', 'Naomi hat auf Barbados und St. Lucia gelebt und plant Inselhüpf-Reisen in der ganzen Region.'] },
  { name: 'Lars Eriksen', title: ['Arctic Adventures Specialist', 'Spezialist für Arktis-Reisen'], bio: ['A former mountain guide from Tromsø, Lars builds our northern lights and husky itineraries.', 'Der ehemalige Bergführer aus Tromsø stellt unsere Reisen zu Nordlichtern und Huskys zusammen.'] },
  { name: 'Priya Raman', title: ['Head of Guest Services', 'Leiterin Gästeservice'], bio: ['Priya leads the 24/7 team that looks after guests before, during and after their stay.', 'Priya leitet das Team, das Gäste rund um die Uhr vor, während und nach ihrem Aufenthalt betreut.'] },
  { name: 'Tom Whitfield', title: ['Flights and Travel Manager', 'Manager Flüge und Reiseplanung'], bio: ['Tom arranges ATOL-protected flights, car hire and transfers to fit each villa.', 'Tom organisiert ATOL-geschützte Flüge, Mietwagen und Transfers passend zu jeder Villa.'] },
];

export const BLOG = [
  { title: ['Ten Greek islands for a villa holiday', 'Zehn griechische Inseln für einen Villenurlaub'], excerpt: ['From lively Corfu to tiny Paxos: how to choose the island that suits your party.', 'Vom lebhaften Korfu bis zum winzigen Paxos: So finden Sie die Insel, die zu Ihrer Gruppe passt.'], category: ['Destinations', 'Reiseziele'], author: 'Marco Bellini', publishedOn: '2025-02-14' },
  { title: ['Planning a multi-generation villa holiday', 'Villenurlaub mit mehreren Generationen planen'], excerpt: ['Bedrooms, pool safety and quiet corners: our checklist for holidays with grandparents and toddlers.', 'Schlafzimmer, Poolsicherheit und ruhige Ecken: unsere Checkliste für Urlaub mit Großeltern und Kleinkindern.'], category: ['Travel tips', 'Reisetipps'], author: 'Priya Raman', publishedOn: '2025-03-21' },
  { title: ['Chasing the northern lights', 'Auf der Jagd nach den Nordlichtern'], excerpt: ['When to go, where to stay and what to pack for the best chance of seeing the aurora.', 'Wann, wo und mit welchem Gepäck Sie die besten Chancen auf Polarlichter haben.'], category: ['Adventure', 'Abenteuer'], author: 'Lars Eriksen', publishedOn: '2025-04-30' },
  { title: ['A food lover’s week in Marrakech', 'Eine Genießerwoche in Marrakesch'], excerpt: ['Tagines, street food and cookery classes in a riad kitchen.', 'Tajines, Streetfood und Kochkurse in der Küche eines Riads.'], category: ['Food & drink', 'Essen & Trinken'], author: 'Amelia Grant', publishedOn: '2025-06-12' },
  { title: ['Safari and beach in one trip', 'Safari und Strand in einer Reise'], excerpt: ['Combine the Okavango Delta with the beaches of Zanzibar or Madagascar.', 'Verbinden Sie das Okavango-Delta mit den Stränden von Sansibar oder Madagaskar.'], category: ['Inspiration', 'Inspiration'], author: 'Naomi Clarke', publishedOn: '2025-08-05' },
  { title: ['Why we visit every villa every year', 'Warum wir jede Villa jedes Jahr besuchen'], excerpt: ['Behind the scenes with our villa selection team and their 120-point checklist.', 'Ein Blick hinter die Kulissen unseres Auswahlteams und seiner 120-Punkte-Checkliste.'], category: ['Behind the scenes', 'Hinter den Kulissen'], author: 'Jonathan Reeve', publishedOn: '2025-09-18' },
] as const;

export const WHY_US = [
  { key: 'experience', kind: 'benefit', icon: 'award', title: ['Over 50 years of experience', 'Über 50 Jahre Erfahrung'], body: ['Family-run since the 1970s, we have sent generations of guests on villa holidays.', 'Seit den 1970er-Jahren familiengeführt – wir schicken Gäste schon in der dritten Generation in den Villenurlaub.'] },
  { key: 'hand-picked', kind: 'benefit', icon: 'check', title: ['Hand-picked villas', 'Handverlesene Villen'], body: ['Every villa is chosen in person and visited regularly by our own team.', 'Jede Villa wird persönlich ausgewählt und regelmäßig von unserem eigenen Team besucht.'] },
  { key: 'personal-service', kind: 'benefit', icon: 'heart', title: ['Personal service', 'Persönlicher Service'], body: ['One specialist looks after you from the first call until you are home, with 24/7 support while you travel.', 'Eine feste Ansprechperson begleitet Sie vom ersten Anruf bis zur Heimkehr, unterwegs mit Support rund um die Uhr.'] },
  { key: 'global-destinations', kind: 'benefit', icon: 'globe', title: ['Global destinations', 'Reiseziele weltweit'], body: ['From the Mediterranean to the Caribbean, the Arctic and the Indian Ocean.', 'Vom Mittelmeer über die Karibik bis in die Arktis und an den Indischen Ozean.'] },
  { key: 'abta-protected', kind: 'benefit', icon: 'shield', title: ['ABTA and ATOL protected', 'ABTA- und ATOL-geschützt'], body: ['Your money and your holiday are financially protected.', 'Ihr Geld und Ihre Reise sind finanziell abgesichert.'] },
  { key: 'quality-guaranteed', kind: 'benefit', icon: 'star', title: ['Quality guaranteed', 'Garantierte Qualität'], body: ['If a villa is not as described, we put it right or move you at our cost.', 'Entspricht eine Villa nicht der Beschreibung, beheben wir das oder bringen Sie auf unsere Kosten woanders unter.'] },
  { key: 'above-collection', kind: 'differentiator', icon: 'crown', title: ['The ABOVE collection', 'Die ABOVE-Kollektion'], body: ['Fully staffed villas with chefs, butlers and house managers.', 'Villen mit vollem Personal: Köche, Butler und Hausmanager.'] },
  { key: 'local-teams', kind: 'differentiator', icon: 'users', title: ['Local teams on the ground', 'Teams vor Ort'], body: ['Our representatives meet you on arrival and are a phone call away.', 'Unsere Ansprechpartner empfangen Sie bei der Ankunft und sind jederzeit telefonisch erreichbar.'] },
  { key: 'tailor-made', kind: 'differentiator', icon: 'compass', title: ['Tailor-made extras', 'Maßgeschneiderte Extras'], body: ['Flights, car hire, transfers, chefs and experiences arranged around your villa.', 'Flüge, Mietwagen, Transfers, Köche und Erlebnisse passend zu Ihrer Villa organisiert.'] },
  { key: 'flexible-payment', kind: 'differentiator', icon: 'credit-card', title: ['Flexible payment', 'Flexible Zahlung'], body: ['Secure your villa with a deposit and pay the balance later.', 'Sichern Sie Ihre Villa mit einer Anzahlung und zahlen Sie den Rest später.'] },
] as const;
