import { ApolloLink } from '@apollo/client';
import { of } from 'rxjs';
import { company, currencies } from './render';

type Answer = Record<string, unknown> | ((variables: Record<string, unknown>) => Record<string, unknown>);

/**
 * A transport answering each operation by name (company and currencies always included);
 * every request's name and variables are recorded, so tests can assert what was asked.
 */
export function answeringLink(answers: Record<string, Answer>, requests: { operationName: string; variables: Record<string, unknown> }[] = []) {
  return new ApolloLink((operation) => {
    const name = operation.operationName ?? '';
    requests.push({ operationName: name, variables: operation.variables });
    const answer = answers[name];
    const data = typeof answer === 'function' ? answer(operation.variables) : answer;
    return of({ data: { company, currencies, me: null, ...(data ?? {}) } });
  });
}

/** A villa picture as GraphQL answers it: a generated illustration unless `overrides` make it a photo. */
export function picture(url: string, overrides: Record<string, unknown> = {}) {
  return { __typename: 'PropertyImage', url, width: 1200, height: 800, alt: '', srcset: '', avifSrcset: '', ...overrides };
}

/** An uploaded photo: a 960 px JPEG with AVIF and WebP copies at 480, 960 and 1600 px. */
export function photo(stem: string, alt = '') {
  const set = (ext: string) => [480, 960, 1600].map((w) => `/media/villas/v/${stem}/${stem}-${w}.${ext} ${w}w`).join(', ');
  return picture(`/media/villas/v/${stem}/${stem}-960.jpg`, { width: 960, height: 640, alt, srcset: set('webp'), avifSrcset: set('avif') });
}

export function villa(overrides: Record<string, unknown> = {}) {
  const price = (overrides.price as number | undefined) ?? 7900;
  return {
    __typename: 'Property',
    id: 'villa-1',
    title: 'Villa Petra',
    location: 'Kassiopi, Corfu, Greece',
    image: picture('/images/villas/petra/1.svg'),
    price,
    // The lowest weekly price of the coming 12 months: the base price unless a test names a season's.
    fromWeeklyPrice: price,
    discount: 15,
    badge: 'Popular',
    features: ['Private pool', 'Sea views', 'Barbecue', 'Pizza oven'],
    bedrooms: 7,
    sleeps: 16,
    bathrooms: 6,
    flightsIncluded: true,
    reviewCount: 0,
    averageRating: null,
    ...overrides,
  };
}
