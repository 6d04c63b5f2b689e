import { ApolloLink } from '@apollo/client';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { of } from 'rxjs';
import { AppProviders } from '../../client/src/app/AppProviders';
import { routes } from '../../client/src/app/router';

/** Server answers by operation name; every request is recorded with its headers. */
export interface FakeServer {
  requests: { operationName: string; headers: Record<string, string> }[];
}

export const company = {
  __typename: 'Company',
  name: 'Test Villas',
  legalName: 'Test Villas Ltd',
  companyNumber: '09876543',
  email: 'hello@test.example',
  phone: '+44 20 0000 0000',
  address: '1 Test Street, London',
  chatUrl: 'https://chat.test.example/villas',
  socialLinks: [
    { __typename: 'SocialLink', label: 'Instagram', url: 'https://instagram.test.example/villas' },
    { __typename: 'SocialLink', label: 'Facebook', url: 'https://facebook.test.example/villas' },
  ],
};

export const currencies = [
  { __typename: 'Currency', code: 'GBP', symbol: '£', exchangeRate: 1 },
  { __typename: 'Currency', code: 'EUR', symbol: '€', exchangeRate: 1.15 },
  { __typename: 'Currency', code: 'USD', symbol: '$', exchangeRate: 1.27 },
];

/** A transport answering every operation from the fixtures above (no network). */
export function fakeServer(server: FakeServer = { requests: [] }): ApolloLink {
  return new ApolloLink((operation) => {
    const { headers = {} } = operation.getContext() as { headers?: Record<string, string> };
    server.requests.push({ operationName: operation.operationName ?? '', headers });
    return of({ data: { company, currencies } });
  });
}

/** The whole app (providers, layout, lazy pages) at the given path. */
export function renderApp(path: string, link: ApolloLink = fakeServer()) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders link={link}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
}

