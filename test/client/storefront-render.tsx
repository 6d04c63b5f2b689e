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

export function villa(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Property',
    id: 'villa-1',
    title: 'Villa Petra',
    location: 'Kassiopi, Corfu, Greece',
    image: '/images/villas/petra/1.svg',
    price: 7900,
    discount: 15,
    badge: 'Popular',
    features: ['Private pool', 'Sea views', 'Barbecue', 'Pizza oven'],
    bedrooms: 7,
    sleeps: 16,
    bathrooms: 6,
    flightsIncluded: true,
    ...overrides,
  };
}
