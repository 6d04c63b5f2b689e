/**
 * Local colour for every destination key: towns, sights (English, German), the nearest airport
 * and how many villas the original catalogue generates there.
 */
export interface Place {
  key: string;
  /**
   * Villas of the original catalogue, generated first in this order; their slugs, texts and
   * prices are what links, reviews and tests rely on, so these numbers never change. Every
   * destination is then topped up to two villas bookable at the search defaults from MORE_VILLA_TITLES.
   */
  villas?: number;
  towns: string[];
  sights: [string, string][];
  /** Airport name in English and German, when it is not the destination's own name. */
  airport?: [string, string];
  /** Country named in the location when the destination name does not say it (Norway, Canada …). */
  country?: [string, string];
  island?: boolean;
}

export const PLACES: Place[] = [
  // Greece
  { key: 'corfu', villas: 2, island: true, towns: ['Kassiopi', 'Agios Stefanos', 'Paleokastritsa'], sights: [['Corfu Old Town', 'Altstadt von Korfu'], ['Paleokastritsa Monastery', 'Kloster Paleokastritsa'], ['Mount Pantokrator', 'Berg Pantokrator']] },
  { key: 'crete', villas: 2, island: true, towns: ['Elounda', 'Chania', 'Plaka'], sights: [['Spinalonga Island', 'Insel Spinalonga'], ['Venetian harbour of Chania', 'Venezianischer Hafen von Chania'], ['Palace of Knossos', 'Palast von Knossos']], airport: ['Heraklion', 'Heraklion'] },
  { key: 'kefalonia', villas: 1, island: true, towns: ['Fiskardo', 'Assos'], sights: [['Myrtos Beach', 'Myrtos-Strand'], ['Melissani Cave', 'Melissani-Höhle']] },
  { key: 'lefkada', island: true, towns: ['Nidri', 'Agios Nikitas', 'Vasiliki'], sights: [['Porto Katsiki beach', 'Strand Porto Katsiki'], ['Egremni Beach', 'Egremni-Strand'], ['Boat trips to Meganisi', 'Bootsausflüge nach Meganisi']], airport: ['Preveza', 'Preveza'] },
  { key: 'paxos', villas: 1, island: true, towns: ['Lakka', 'Gaios'], sights: [['Blue Caves of Paxos', 'Blaue Grotten von Paxos'], ['Beaches of Antipaxos', 'Strände von Antipaxos']], airport: ['Corfu', 'Korfu'] },
  { key: 'peloponnese', towns: ['Kardamyli', 'Stoupa', 'Pylos'], sights: [['Ancient Olympia', 'Antikes Olympia'], ['Monemvasia', 'Monemvasia'], ['Caves of Diros', 'Höhlen von Diros']], airport: ['Kalamata', 'Kalamata'] },
  { key: 'zakynthos', villas: 1, island: true, towns: ['Vasilikos', 'Agios Nikolaos'], sights: [['Navagio Shipwreck Beach', 'Navagio-Schiffswrackbucht'], ['Blue Caves of Zakynthos', 'Blaue Grotten von Zakynthos']] },
  { key: 'rhodes', villas: 1, island: true, towns: ['Lindos', 'Pefkos'], sights: [['Acropolis of Lindos', 'Akropolis von Lindos'], ['Medieval Old Town of Rhodes', 'Mittelalterliche Altstadt von Rhodos']] },
  // Italy
  { key: 'amalfi', villas: 2, towns: ['Positano', 'Ravello', 'Praiano'], sights: [['Path of the Gods', 'Götterpfad (Sentiero degli Dei)'], ['Gardens of Villa Rufolo', 'Gärten der Villa Rufolo'], ['Boat trips to Capri', 'Bootsausflüge nach Capri']], airport: ['Naples', 'Neapel'] },
  { key: 'tuscany', villas: 2, towns: ['Montepulciano', 'Greve in Chianti', 'Lucca'], sights: [['Piazza del Campo, Siena', 'Piazza del Campo in Siena'], ['Chianti wine estates', 'Weingüter des Chianti'], ['Florence Cathedral', 'Dom von Florenz']], airport: ['Florence', 'Florenz'] },
  { key: 'puglia', villas: 1, towns: ['Ostuni', 'Polignano a Mare'], sights: [['Trulli of Alberobello', 'Trulli von Alberobello'], ['Baroque Lecce', 'Barockstadt Lecce']], airport: ['Brindisi', 'Brindisi'] },
  { key: 'sicily', villas: 1, island: true, towns: ['Taormina', 'Noto', 'Cefalù'], sights: [['Mount Etna', 'Ätna'], ['Greek Theatre of Taormina', 'Griechisches Theater von Taormina']], airport: ['Catania', 'Catania'] },
  { key: 'sardinia', villas: 1, island: true, towns: ['Porto Cervo', 'San Pantaleo'], sights: [['La Maddalena Archipelago', 'La-Maddalena-Archipel'], ['Beaches of the Costa Smeralda', 'Strände der Costa Smeralda']], airport: ['Olbia', 'Olbia'] },
  { key: 'umbria', towns: ['Todi', 'Montefalco', 'Spello'], sights: [['Basilica of St Francis, Assisi', 'Basilika San Francesco in Assisi'], ['Orvieto Cathedral', 'Dom von Orvieto'], ['Lake Trasimeno', 'Trasimenischer See']], airport: ['Perugia', 'Perugia'] },
  { key: 'lazio', towns: ['Bagnoregio', 'Tuscania', 'Capodimonte'], sights: [['Civita di Bagnoregio', 'Civita di Bagnoregio'], ['Lake Bolsena', 'Bolsenasee'], ['Gardens of Villa Lante, Bagnaia', 'Gärten der Villa Lante in Bagnaia'], ['Etruscan tombs of Tarquinia', 'Etruskische Nekropolen von Tarquinia']], airport: ['Rome', 'Rom'] },
  // Spain & The Balearics
  { key: 'majorca', villas: 2, island: true, towns: ['Pollença', 'Deià', 'Santanyí'], sights: [['Serra de Tramuntana', 'Serra de Tramuntana'], ['Palma Cathedral', 'Kathedrale von Palma'], ['Cala Mondragó', 'Cala Mondragó']], airport: ['Palma', 'Palma'] },
  { key: 'ibiza', villas: 2, island: true, towns: ['Santa Eulària', 'Sant Josep', 'Sant Joan'], sights: [['Dalt Vila old town', 'Altstadt Dalt Vila'], ['Es Vedrà', 'Es Vedrà'], ['Las Dalias market', 'Markt Las Dalias']] },
  { key: 'menorca', villas: 1, island: true, towns: ['Ciutadella', 'Es Mercadal'], sights: [['Cala Macarella', 'Cala Macarella'], ['Monte Toro', 'Monte Toro']], airport: ['Mahón', 'Mahón'] },
  { key: 'formentera', island: true, towns: ['Es Pujols', 'Sant Francesc Xavier', 'Es Caló'], sights: [['Ses Illetes beach', 'Strand Ses Illetes'], ['Cap de Barbaria lighthouse', 'Leuchtturm Cap de Barbaria'], ['Ses Salines Natural Park', 'Naturpark Ses Salines']], airport: ['Ibiza', 'Ibiza'] },
  { key: 'andalusia', villas: 1, towns: ['Ronda', 'Vejer de la Frontera'], sights: [['Alhambra, Granada', 'Alhambra in Granada'], ['Puente Nuevo, Ronda', 'Puente Nuevo in Ronda']], airport: ['Málaga', 'Málaga'] },
  { key: 'costa-del-sol', villas: 1, towns: ['Marbella', 'Estepona'], sights: [['Puerto Banús marina', 'Yachthafen Puerto Banús'], ['Marbella Old Town', 'Altstadt von Marbella']], airport: ['Málaga', 'Málaga'] },
  { key: 'costa-brava', villas: 1, towns: ['Begur', 'Cadaqués'], sights: [['Dalí House, Portlligat', 'Dalí-Haus in Portlligat'], ['Camí de Ronda coastal path', 'Küstenweg Camí de Ronda']], airport: ['Girona', 'Girona'] },
  { key: 'catalonia', towns: ['Sitges', 'Castelldefels', 'Vilanova i la Geltrú'], sights: [['Sagrada Família, Barcelona', 'Sagrada Família in Barcelona'], ['Montserrat monastery', 'Kloster Montserrat'], ['Cava cellars of the Penedès', 'Cava-Kellereien im Penedès']], airport: ['Barcelona', 'Barcelona'] },
  { key: 'costa-blanca', towns: ['Jávea', 'Moraira', 'Altea'], sights: [['Montgó Natural Park', 'Naturpark Montgó'], ['Guadalest castle', 'Burg Guadalest'], ['Peñón de Ifach', 'Felsen Peñón de Ifach']], airport: ['Alicante', 'Alicante'] },
  { key: 'valencia', towns: ['El Saler', 'Cullera', 'Gandia'], sights: [['City of Arts and Sciences', 'Stadt der Künste und der Wissenschaften'], ['Albufera Natural Park', 'Naturpark Albufera'], ['Valencia Cathedral', 'Kathedrale von Valencia']] },
  // France
  { key: 'provence', villas: 2, towns: ['Gordes', 'Ménerbes', 'Saint-Rémy-de-Provence'], sights: [['Lavender fields of Valensole', 'Lavendelfelder von Valensole'], ['Palais des Papes, Avignon', 'Papstpalast in Avignon'], ['Pont du Gard', 'Pont du Gard']], airport: ['Marseille', 'Marseille'] },
  { key: 'south-west', villas: 2, towns: ['Sarlat-la-Canéda', 'Bergerac', 'Biarritz'], sights: [['Lascaux caves', 'Höhlen von Lascaux'], ['Saint-Émilion vineyards', 'Weinberge von Saint-Émilion']], airport: ['Bergerac', 'Bergerac'], country: ['France', 'Frankreich'] },
  // Portugal
  { key: 'algarve', villas: 3, towns: ['Carvoeiro', 'Vale do Lobo', 'Lagos'], sights: [['Benagil sea cave', 'Meereshöhle von Benagil'], ['Ponta da Piedade', 'Ponta da Piedade'], ['Quinta do Lago golf courses', 'Golfplätze von Quinta do Lago']], airport: ['Faro', 'Faro'] },
  { key: 'douro', villas: 1, towns: ['Pinhão', 'Peso da Régua'], sights: [['Port wine quintas', 'Portweingüter'], ['Douro river cruises', 'Flusskreuzfahrten auf dem Douro']], airport: ['Porto', 'Porto'] },
  // Morocco
  { key: 'marrakech', villas: 2, towns: ['Palmeraie', 'Medina', 'Ourika Valley'], sights: [['Jemaa el-Fnaa', 'Platz Djemaa el Fna'], ['Majorelle Garden', 'Jardin Majorelle'], ['Atlas Mountains', 'Atlasgebirge']] },
  { key: 'essaouira', villas: 1, towns: ['Diabat', 'Sidi Kaouki'], sights: [['Medina ramparts of Essaouira', 'Stadtmauern der Medina von Essaouira'], ['Argan oil cooperatives', 'Arganöl-Kooperativen']] },
  // Turkey
  { key: 'kalkan', villas: 2, towns: ['Kalamar Bay', 'Kışla', 'Ortaalan'], sights: [['Patara Beach', 'Strand von Patara'], ['Saklikent Gorge', 'Saklikent-Schlucht']], airport: ['Dalaman', 'Dalaman'] },
  { key: 'kas', villas: 1, towns: ['Çukurbağ Peninsula', 'Limanağzı'], sights: [['Sunken city of Kekova', 'Versunkene Stadt Kekova'], ['Antiphellos theatre', 'Antikes Theater von Antiphellos']], airport: ['Dalaman', 'Dalaman'] },
  // Croatia
  { key: 'dubrovnik', villas: 1, towns: ['Cavtat', 'Lapad'], sights: [['Dubrovnik city walls', 'Stadtmauern von Dubrovnik'], ['Lokrum Island', 'Insel Lokrum']] },
  { key: 'hvar', villas: 1, island: true, towns: ['Hvar Town', 'Stari Grad'], sights: [['Pakleni Islands', 'Pakleni-Inseln'], ['Fortica fortress', 'Festung Fortica']], airport: ['Split', 'Split'] },
  { key: 'brac', villas: 1, island: true, towns: ['Bol', 'Supetar'], sights: [['Zlatni Rat beach', 'Strand Zlatni Rat'], ['Vidova Gora', 'Vidova Gora']], airport: ['Split', 'Split'] },
  { key: 'split', villas: 1, towns: ['Podstrana', 'Trogir'], sights: [["Diocletian's Palace", 'Diokletianpalast'], ['Krka National Park', 'Nationalpark Krka']] },
  // Caribbean
  { key: 'anguilla', island: true, towns: ['Meads Bay', 'Shoal Bay', 'Rendezvous Bay'], sights: [['Prickly Pear Cays', 'Prickly Pear Cays'], ['Little Bay sea cliffs', 'Steilküste der Little Bay'], ['Sandy Ground', 'Sandy Ground']] },
  { key: 'bahamas', island: true, towns: ['Harbour Island', "Governor's Harbour", 'Staniel Cay'], sights: [['Pink Sands Beach', 'Pink Sands Beach'], ['Swimming pigs of Big Major Cay', 'Schwimmende Schweine von Big Major Cay'], ['Glass Window Bridge', 'Glass Window Bridge']], airport: ['Nassau', 'Nassau'] },
  { key: 'barbados', villas: 2, island: true, towns: ['Holetown', 'Speightstown'], sights: [["Harrison's Cave", "Harrison's Cave"], ['Bathsheba east coast', 'Ostküste bei Bathsheba']], airport: ['Bridgetown', 'Bridgetown'] },
  { key: 'bequia', island: true, towns: ['Port Elizabeth', 'Friendship Bay', 'Lower Bay'], sights: [['Princess Margaret Beach', 'Princess Margaret Beach'], ['Old Hegg Turtle Sanctuary', 'Schildkrötenstation Old Hegg'], ['Sailing in Admiralty Bay', 'Segeln in der Admiralty Bay']] },
  { key: 'british-virgin-islands', island: true, towns: ['Cane Garden Bay', 'Spanish Town', 'Little Harbour'], sights: [['The Baths, Virgin Gorda', 'The Baths auf Virgin Gorda'], ['White Bay, Jost Van Dyke', 'White Bay auf Jost Van Dyke'], ['Reefs of Anegada', 'Riffe von Anegada']], airport: ['Beef Island', 'Beef Island'] },
  { key: 'cayman-islands', island: true, towns: ['Seven Mile Beach', 'Rum Point', 'Bodden Town'], sights: [['Stingray City sandbar', 'Sandbank Stingray City'], ['Queen Elizabeth II Botanic Park', 'Botanischer Park Queen Elizabeth II'], ['Bloody Bay Wall, Little Cayman', 'Steilwand Bloody Bay Wall vor Little Cayman']], airport: ['Grand Cayman', 'Grand Cayman'] },
  { key: 'dominica', island: true, towns: ['Calibishie', 'Portsmouth', 'Castle Bruce'], sights: [['Boiling Lake', 'Kochender See (Boiling Lake)'], ['Trafalgar Falls', 'Trafalgar-Wasserfälle'], ['Champagne Reef', 'Champagne Reef']], airport: ['Douglas-Charles', 'Douglas-Charles'] },
  { key: 'dominican-republic', towns: ['La Romana', 'Punta Cana', 'Las Terrenas'], sights: [['Altos de Chavón', 'Künstlerdorf Altos de Chavón'], ['Saona Island', 'Insel Saona'], ['Colonial Zone of Santo Domingo', 'Kolonialviertel von Santo Domingo']], airport: ['Punta Cana', 'Punta Cana'] },
  { key: 'grenada', island: true, towns: ['Grand Anse', 'Lance aux Épines', "St George's"], sights: [['Grand Anse Beach', 'Strand Grand Anse'], ['Underwater Sculpture Park', 'Unterwasser-Skulpturenpark'], ['Nutmeg plantations', 'Muskatnussplantagen']] },
  { key: 'st-lucia', villas: 1, island: true, towns: ['Soufrière', 'Rodney Bay'], sights: [['The Pitons', 'Die Pitons'], ['Sulphur Springs', 'Schwefelquellen von Soufrière']], airport: ['Hewanorra', 'Hewanorra'] },
  { key: 'st-martin', island: true, towns: ['Orient Bay', 'Terres Basses', 'Grand Case'], sights: [['Pinel Island', 'Insel Pinel'], ['Marigot market', 'Markt von Marigot'], ['Maho Beach', 'Maho Beach']], airport: ['Princess Juliana', 'Princess Juliana'] },
  { key: 'st-vincent', island: true, towns: ['Indian Bay', 'Kingstown', 'Mount Wynne'], sights: [['La Soufrière volcano', 'Vulkan La Soufrière'], ['Dark View Falls', 'Dark-View-Wasserfälle'], ['Botanic Gardens, Kingstown', 'Botanischer Garten von Kingstown']], airport: ['Argyle', 'Argyle'] },
  { key: 'tobago', island: true, towns: ['Castara', 'Speyside', 'Plymouth'], sights: [['Buccoo Reef', 'Buccoo-Riff'], ['Main Ridge Forest Reserve', 'Waldreservat Main Ridge'], ['Pigeon Point beach', 'Strand Pigeon Point']] },
  { key: 'antigua', villas: 1, island: true, towns: ['English Harbour', 'Jolly Harbour'], sights: [["Nelson's Dockyard", "Nelson's Dockyard"], ['Shirley Heights lookout', 'Aussichtspunkt Shirley Heights']] },
  { key: 'st-barths', villas: 1, island: true, towns: ['Gustavia', 'Flamands'], sights: [['Shell Beach', 'Shell Beach'], ['Colombier Bay', 'Bucht von Colombier']], airport: ['St Barths', 'St. Barths'] },
  { key: 'st-kitts', island: true, towns: ['Frigate Bay', 'South Friars Bay', 'Basseterre'], sights: [['Brimstone Hill Fortress', 'Festung Brimstone Hill'], ['St Kitts Scenic Railway', 'Panoramabahn von St. Kitts'], ['Timothy Hill lookout', 'Aussichtspunkt Timothy Hill']] },
  { key: 'jamaica', villas: 1, island: true, towns: ['Montego Bay', 'Ocho Rios'], sights: [["Dunn's River Falls", "Dunn's-River-Wasserfälle"], ['Blue Mountains', 'Blue Mountains']], airport: ['Montego Bay', 'Montego Bay'] },
  { key: 'turks-and-caicos', villas: 1, island: true, towns: ['Grace Bay', 'Long Bay'], sights: [['Grace Bay Beach', 'Grace Bay Beach'], ['Coral reef snorkelling', 'Schnorcheln am Korallenriff']], airport: ['Providenciales', 'Providenciales'] },
  { key: 'us-virgin-islands', island: true, towns: ['Cruz Bay', 'Red Hook', 'Christiansted'], sights: [['Trunk Bay, St John', 'Trunk Bay auf St. John'], ['Virgin Islands National Park', 'Virgin-Islands-Nationalpark'], ['Buck Island Reef', 'Buck-Island-Riff']], airport: ['St Thomas', 'St. Thomas'] },
  { key: 'mustique', villas: 1, island: true, towns: ['Britannia Bay', "L'Ansecoy Bay"], sights: [["Basil's Bar", "Basil's Bar"], ['Macaroni Beach', 'Macaroni Beach']] },
  { key: 'nevis', island: true, towns: ['Charlestown', 'Oualie Beach', 'Gingerland'], sights: [['Nevis Peak', 'Nevis Peak'], ["Pinney's Beach", "Pinney's Beach"], ['Hot springs at the Bath Hotel', 'Heiße Quellen am Bath Hotel']] },
  // Further afield
  { key: 'madagascar', villas: 2, island: true, towns: ['Nosy Be', 'Anakao'], sights: [['Lokobe Nature Reserve', 'Naturreservat Lokobe'], ['Avenue of the Baobabs', 'Allee der Baobabs']], airport: ['Nosy Be', 'Nosy Be'] },
  { key: 'sri-lanka', villas: 3, island: true, towns: ['Galle', 'Tangalle', 'Weligama'], sights: [['Galle Fort', 'Fort von Galle'], ['Yala National Park', 'Yala-Nationalpark'], ['Sigiriya rock fortress', 'Felsenfestung Sigiriya']], airport: ['Colombo', 'Colombo'] },
  { key: 'dubai', villas: 3, towns: ['Palm Jumeirah', 'Emirates Hills', 'Jumeirah Bay'], sights: [['Burj Khalifa', 'Burj Khalifa'], ['Dubai Marina', 'Dubai Marina'], ['Desert dune safaris', 'Wüstensafaris in den Dünen']], country: ['United Arab Emirates', 'Vereinigte Arabische Emirate'] },
  { key: 'costa-rica', villas: 3, towns: ['Nosara', 'Santa Teresa', 'Manuel Antonio'], sights: [['Manuel Antonio National Park', 'Nationalpark Manuel Antonio'], ['Arenal Volcano', 'Vulkan Arenal'], ['Monteverde cloud forest', 'Nebelwald von Monteverde']], airport: ['Liberia', 'Liberia'] },
  { key: 'peru', villas: 1, towns: ['Urubamba'], sights: [['Machu Picchu', 'Machu Picchu'], ['Historic centre of Cusco', 'Altstadt von Cusco']], airport: ['Cusco', 'Cusco'] },
  { key: 'zanzibar', villas: 1, island: true, towns: ['Matemwe', 'Paje'], sights: [['Stone Town', 'Stone Town'], ['Mnemba Atoll', 'Mnemba-Atoll']], country: ['Tanzania', 'Tansania'] },
  { key: 'samoa', villas: 1, island: true, towns: ['Lalomanu'], sights: [['To Sua Ocean Trench', 'To-Sua-Ozeangraben'], ['Lalomanu Beach', 'Lalomanu-Strand']], airport: ['Apia', 'Apia'] },
  { key: 'australia', villas: 1, towns: ['Byron Bay', 'Noosa'], sights: [['Cape Byron Lighthouse', 'Leuchtturm Cape Byron'], ['Great Barrier Reef day trips', 'Tagesausflüge zum Great Barrier Reef']], airport: ['Ballina', 'Ballina'] },
  { key: 'botswana', villas: 1, towns: ['Okavango Delta'], sights: [['Moremi Game Reserve', 'Wildreservat Moremi'], ['Mokoro canoe trips', 'Mokoro-Kanufahrten']], airport: ['Maun', 'Maun'] },
  { key: 'lapland-finland', villas: 1, towns: ['Levi', 'Saariselkä'], sights: [['Husky sledding trails', 'Husky-Schlittenrouten'], ['Santa Claus Village, Rovaniemi', 'Weihnachtsmanndorf in Rovaniemi']], airport: ['Kittilä', 'Kittilä'] },
  { key: 'swedish-lapland', villas: 1, towns: ['Abisko', 'Jukkasjärvi'], sights: [['Icehotel', 'Icehotel'], ['Aurora Sky Station', 'Aurora Sky Station']], airport: ['Kiruna', 'Kiruna'], country: ['Sweden', 'Schweden'] },
  { key: 'iceland', villas: 1, towns: ['Hella', 'Vík'], sights: [['Golden Circle', 'Golden Circle'], ['Seljalandsfoss waterfall', 'Wasserfall Seljalandsfoss'], ['Blue Lagoon', 'Blaue Lagune']], airport: ['Keflavík', 'Keflavík'] },
  { key: 'alaska', villas: 1, towns: ['Girdwood', 'Talkeetna'], sights: [['Denali National Park', 'Denali-Nationalpark'], ['Kenai Fjords glacier cruises', 'Gletscherfahrten in den Kenai Fjords']], airport: ['Anchorage', 'Anchorage'], country: ['USA', 'USA'] },
  { key: 'norwegian-arctic', villas: 1, towns: ['Tromsø', 'Lyngseidet'], sights: [['Lyngen Alps', 'Lyngen-Alpen'], ['Whale watching in the fjords', 'Walbeobachtung in den Fjorden']], airport: ['Tromsø', 'Tromsø'], country: ['Norway', 'Norwegen'] },
  { key: 'canadian-yukon', villas: 1, towns: ['Whitehorse', 'Carcross'], sights: [['Takhini Hot Springs', 'Heiße Quellen von Takhini'], ['Kluane National Park', 'Kluane-Nationalpark']], airport: ['Whitehorse', 'Whitehorse'], country: ['Canada', 'Kanada'] },
];

/** Villa names per destination group (country slug); German titles are derived in villas.ts. */
export const VILLA_TITLES: Record<string, string[]> = {
  greece: ['Villa Thalassa', 'Villa Eleni', 'Villa Galini', 'Villa Anemos', 'Villa Ambelia', 'Villa Petra', 'Villa Elia', 'Villa Kalypso', 'Villa Ariadne'],
  italy: ['Villa Limonaia', 'Casale Il Poggio', 'Villa Belvedere', 'Masseria Gli Ulivi', 'Villa Serena', 'Villa Le Querce', 'Villa Aurora', 'Casa dei Fiori'],
  'spain-&-the-balearics': ['Finca Es Pinar', 'Can Blau', 'Villa Sa Roca', 'Casa del Mar', 'Cortijo Los Olivos', 'Villa Cala Blanca', 'Finca Son Vida', 'Villa Marisol', 'Can Toni'],
  france: ['Mas des Oliviers', 'Bastide de la Lune', 'Maison Lavande', 'Domaine des Vignes', 'La Bergerie'],
  portugal: ['Quinta da Luz', 'Casa Azul', 'Villa Mar e Sol', 'Quinta do Rio', 'Villa Atlântico'],
  morocco: ['Riad Dar Zitoun', 'Dar Amani', 'Riad Yasmine', 'Villa Argane'],
  turkey: ['Villa Lykia', 'Villa Mavi', 'Villa Defne', 'Villa Kumsal'],
  croatia: ['Villa Adriana', 'Villa Lavanda', 'Villa Kamen', 'Villa Maslina', 'Villa Bura'],
  caribbean: ['Coral Cove Beach House', 'Sugar Cane Estate', 'Villa Frangipani', 'Hummingbird Retreat', 'Villa Sea Grape', 'Turtle Bay Beach House', 'Villa Mango Walk', 'Palm Point Estate', 'Villa Blue Horizon'],
  madagascar: ['Baobab Lodge', 'Lemur Bay Retreat', 'Ylang Ylang Lodge'],
  'sri-lanka': ['Villa Tamarind', 'Moonstone Villa', 'Villa Serendib', 'Cinnamon Hill House'],
  dubai: ['Villa Al Noor', 'Marina Sky Penthouse', 'Villa Al Sahra', 'Emirates Hills Estate'],
  'costa-rica': ['Casa Pura Vida', 'Toucan Ridge Lodge', 'Casa Selva', 'Villa Mar Azul'],
  peru: ['Inca Valley Lodge'],
  zanzibar: ['Villa Jambo'],
  samoa: ['Fale Moana Lodge'],
  australia: ['Tallow Beach House'],
  botswana: ['Okavango Explorer Lodge'],
  lapland: ['Aurora Chalet', 'Torne River Lodge'],
  iceland: ['Hekla View Lodge'],
  alaska: ['Denali Ridge Lodge'],
  'norwegian-arctic': ['Lyngen Fjord Lodge'],
  'canadian-yukon': ['Yukon Wilderness Lodge'],
};

/**
 * Names for the villas that top each destination up to two bookable at the search defaults,
 * per destination key in order of use (after the original catalogue). Every title
 * is new across the whole catalogue, so no two villas share a name.
 */
export const MORE_VILLA_TITLES: Record<string, string[]> = {
  // Greece
  kefalonia: ['Villa Myrtia'],
  lefkada: ['Villa Avra', 'Villa Ammoudia'],
  paxos: ['Villa Ammos'],
  peloponnese: ['Villa Taygetos', 'Villa Elaionas'],
  rhodes: ['Villa Lindia'],
  zakynthos: ['Villa Kyma'],
  // Italy
  amalfi: ['Villa Le Sirene'],
  puglia: ['Masseria Torre Bianca', 'Villa dei Trulli'],
  sardinia: ['Villa Granito'],
  sicily: ['Villa Zagara'],
  umbria: ['Casale San Giorgio', 'Villa Colle Verde'],
  lazio: ['Casale dei Cipressi', 'Villa Tuscia'],
  // Spain & The Balearics
  andalusia: ['Cortijo La Higuera'],
  formentera: ['Can Sabina', 'Villa Sa Savina'],
  menorca: ['Villa Sa Tanca'],
  catalonia: ['Masia Les Vinyes', 'Villa Garraf'],
  'costa-blanca': ['Villa Montgó', 'Casa Los Almendros'],
  'costa-brava': ['Mas Les Roques'],
  'costa-del-sol': ['Villa Sierra Blanca', 'Cortijo Las Palmeras'],
  valencia: ['Villa Azahar', 'Casa de los Naranjos'],
  // Portugal, Morocco, Turkey, Croatia
  douro: ['Quinta das Videiras'],
  essaouira: ['Dar Mogador'],
  kas: ['Villa Kekova'],
  brac: ['Villa Murvica'],
  dubrovnik: ['Villa Ragusa'],
  hvar: ['Villa Smokva'],
  split: ['Villa Marjan'],
  // Caribbean
  anguilla: ['Meads Bay Beach House', 'Villa Anguillita'],
  antigua: ['Shirley Heights House'],
  bahamas: ['Pink Sands Beach House', 'Villa Exuma Blue'],
  bequia: ['Friendship Bay House', 'Villa Whaleboat'],
  'british-virgin-islands': ['Boulder Point Estate', 'Cane Garden Retreat'],
  'cayman-islands': ['Stingray Sands Beach House', 'Rum Point Retreat'],
  dominica: ['Nature Island Lodge', 'Villa Sisserou'],
  'dominican-republic': ['Casa de Coral', 'Villa Las Ballenas'],
  grenada: ['Nutmeg Hill House', 'Villa Spice Isle'],
  jamaica: ['Villa Ackee'],
  mustique: ['Villa Gingerbread', 'Endeavour Bay Estate'],
  nevis: ['Gingerland Estate', 'Villa Oualie'],
  'st-barths': ['Maison Colombier'],
  'st-kitts': ['Brimstone Hill House', 'Villa Frigate Bay'],
  'st-lucia': ['Piton View Estate'],
  'st-martin': ['Maison Belle Rive', 'Villa Baie Rouge'],
  'st-vincent': ['Villa Arrowroot', 'Breadfruit Hill Estate'],
  tobago: ['Castara Bay Retreat', 'Villa Cocrico'],
  'turks-and-caicos': ['Chalk Sound Beach House'],
  'us-virgin-islands': ['Cruz Bay Beach House', 'Villa Magens Point'],
  // Further afield
  peru: ['Urubamba River Lodge'],
  zanzibar: ['Villa Karibu', 'Villa Pwani'],
  samoa: ['Lalomanu Beach House'],
  australia: ['Banksia House'],
  botswana: ['Moremi Lagoon Lodge'],
  'lapland-finland': ['Levi Fell Chalet'],
  'swedish-lapland': ['Abisko Birch Lodge'],
  iceland: ['Eyjafjalla Chalet'],
  alaska: ['Chugach Chalet'],
  'norwegian-arctic': ['Ullsfjord Chalet'],
  'canadian-yukon': ['Klondike Creek Lodge'],
};
