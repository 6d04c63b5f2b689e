import { ApolloLink } from '@apollo/client';
import { act, render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { MemoryRouter, useLocation, useNavigate, type Location, type To } from 'react-router-dom';
import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, execute, isEnumType, isListType, isNonNullType, isScalarType, type GraphQLFieldResolver, type GraphQLOutputType } from 'graphql';
import { from } from 'rxjs';
import { AppProviders } from '../../client/src/app/AppProviders';
import { AppRoutes } from '../../client/src/app/router';

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

const schema = buildSchema(fs.readFileSync(path.join(__dirname, '..', '..', 'schema.graphql'), 'utf8'));

/** What an empty catalogue answers for a field: null where nullable, [] for lists, zero values otherwise. */
function emptyValue(type: GraphQLOutputType): unknown {
  if (!isNonNullType(type)) return null;
  const inner = type.ofType;
  if (isListType(inner)) return [];
  if (isEnumType(inner)) return inner.getValues()[0].value;
  if (isScalarType(inner)) return ({ Int: 0, Float: 0, Boolean: false } as Record<string, unknown>)[inner.name] ?? '';
  return {};
}

const emptyFieldResolver: GraphQLFieldResolver<Record<string, unknown>, unknown> = (source, _args, _ctx, info) =>
  source && info.fieldName in source ? source[info.fieldName] : emptyValue(info.returnType);

/**
 * A transport that executes every operation against the real schema (no network): company and
 * currencies from the fixtures above, everything else as an empty catalogue and a signed-out visitor.
 */
export function fakeServer(server: FakeServer = { requests: [] }): ApolloLink {
  return new ApolloLink((operation) => {
    const { headers = {} } = operation.getContext() as { headers?: Record<string, string> };
    server.requests.push({ operationName: operation.operationName ?? '', headers });
    const result = execute({ schema, document: operation.query, variableValues: operation.variables, rootValue: { company, currencies }, fieldResolver: emptyFieldResolver });
    return from(Promise.resolve(result) as Promise<ApolloLink.Result>);
  });
}

/** Where the rendered app is, and a way to move it, for assertions about navigation. */
export interface AppRouter {
  state: { location: Location };
  navigate(to: To): Promise<void>;
}

function RouterProbe({ onRender }: { onRender(location: Location, navigate: (to: To) => void): void }) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    onRender(location, navigate);
  });
  return null;
}

/** The whole app (providers, layout, lazy pages) at the given path. */
export function renderApp(path: string, link: ApolloLink = fakeServer()) {
  const probe: { location?: Location; navigate?: (to: To) => void } = {};
  const view = render(
    <AppProviders link={link}>
      <MemoryRouter initialEntries={[path]} useTransitions={false}>
        <AppRoutes />
        <RouterProbe onRender={(location, navigate) => Object.assign(probe, { location, navigate })} />
      </MemoryRouter>
    </AppProviders>,
  );
  const router: AppRouter = {
    get state() {
      return { location: probe.location! };
    },
    navigate: async (to) => act(() => probe.navigate!(to)),
  };
  return { ...view, router };
}
