import { BASE_CURRENCY } from '../../../../common/constants';
import { useSiteOrigin } from '../../lib/server-render';

interface JsonLdVilla {
  id: string;
  title: string;
  description: string;
  location: string;
  region: string;
  images: readonly { url: string }[];
  price: number;
  bedrooms: number;
  sleeps: number;
  bathrooms: number;
  amenities: readonly { label: string }[];
  country: { name: string } | null;
  reviewCount: number;
  averageRating?: number | null;
}

/** schema.org VacationRental data for search engines; prices are weekly in the base currency. */
export function vacationRentalJsonLd(villa: JsonLdVilla, origin: string) {
  const url = `${origin}/property/${villa.id}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'VacationRental',
    '@id': url,
    url,
    identifier: villa.id,
    name: villa.title,
    description: villa.description,
    image: villa.images.map((image) => new URL(image.url, origin).href),
    address: {
      '@type': 'PostalAddress',
      addressLocality: villa.location,
      addressRegion: villa.region,
      ...(villa.country ? { addressCountry: villa.country.name } : {}),
    },
    containsPlace: {
      '@type': 'Accommodation',
      additionalType: 'EntirePlace',
      numberOfBedrooms: villa.bedrooms,
      numberOfBathroomsTotal: villa.bathrooms,
      occupancy: { '@type': 'QuantitativeValue', value: villa.sleeps },
      amenityFeature: villa.amenities.map((a) => ({ '@type': 'LocationFeatureSpecification', name: a.label, value: true })),
    },
    offers: {
      '@type': 'Offer',
      price: villa.price,
      priceCurrency: BASE_CURRENCY,
      unitText: 'week',
    },
    // Verified stays only: demo reviews are not counted.
    ...(villa.reviewCount > 0 && villa.averageRating
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: villa.averageRating, reviewCount: villa.reviewCount, bestRating: 5, worstRating: 1 } }
      : {}),
  };
}

export function PropertyJsonLd({ villa }: { villa: JsonLdVilla }) {
  // "<" is escaped so no text in the data can close the script element.
  const json = JSON.stringify(vacationRentalJsonLd(villa, useSiteOrigin())).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
