import fc from 'fast-check';
import type { Router } from 'express';
import { getNamedType, GraphQLEnumType, GraphQLInputObjectType, GraphQLList, GraphQLNonNull, GraphQLScalarType, isObjectType, type GraphQLInputType, type GraphQLSchema } from 'graphql';
import { getSchema } from '../../server/src/graphql/schema';
import { modules, resolvers } from '../../server/src/module-list';
import { createRestRouter } from '../../server/src/rest/router';
import { signUp, type Account } from '../helpers/accounts';
import { createVilla } from '../helpers/booking-factory';
import { startTestApp, type TestApp } from '../helpers/test-app';

/**
 * Property-based fuzzing of every REST route (bodies and query strings) and every GraphQL Query
 * and Mutation field (variables), as a signed-in customer: whatever arrives, the answer is never a
 * 5xx and never shows a stack trace, a file path or SQL.
 */
let app: TestApp;
let account: Account;
let villaId: string;

beforeAll(async () => {
  app = await startTestApp();
  account = await signUp(app);
  villaId = (await createVilla(app.db)).id;
});
afterAll(() => app.close());

const LEAK = /\bat \S+ \(|\.(ts|js):\d+|node_modules|\bSELECT\b.*\bFROM\b|\bINSERT INTO\b|\bUPDATE\b.*\bSET\b|syntax error at|relation "|QueryFailedError|duplicate key/i;

/** Values that broke servers before: control characters, lone surrogates, huge numbers, odd dates. */
const nasty = fc.constantFrom('', '\u0000', 'a\u0000b', '\ud800', 'x\udfff@example.com', '\u202e', '%', '%zz', '../../etc/passwd', "' OR 1=1 --", '9'.repeat(40), '-1', '1e309', 'NaN', 'Infinity', '2030-02-30', '0000-00-00', '9999-12-31', 'x'.repeat(3000), '<script>alert(1)</script>', '$&$\'', 'null', '[]', '{}', 'true', '00000000-0000-4000-8000-000000000000');
const text = fc.oneof(fc.string({ maxLength: 40 }), fc.fullUnicodeString({ maxLength: 20 }), nasty);
const number = fc.oneof(fc.integer(), fc.double(), fc.constantFrom(0, -1, 2 ** 31, 2 ** 53, -(2 ** 63), 1e308, Number.MAX_SAFE_INTEGER));
const leaf = fc.oneof(text, number, fc.boolean(), fc.constant(null));
const value = fc.oneof({ depthSize: 'small' }, leaf, fc.array(leaf, { maxLength: 3 }), fc.dictionary(fc.constantFrom('a', 'id', 'email'), leaf, { maxKeys: 2 }));

/** Field names the API uses somewhere, so fuzzed bodies reach validation and the services. */
const FIELDS = ['email', 'password', 'name', 'currentPassword', 'newPassword', 'token', 'propertyId', 'checkIn', 'checkOut', 'guests', 'quantity', 'extraId', 'rating', 'comment', 'message', 'phone', 'subject', 'location', 'region', 'offset', 'limit', 'page', 'sort', 'idempotencyKey', 'paymentOption', 'leadGuestName', 'leadGuestEmail', 'leadGuestPhone', 'paymentMethod', 'expectedTotal', 'currency', 'amenities', 'minPrice', 'maxPrice', 'bedrooms', 'nights', 'from', 'to', 'departure', 'destination', 'passengers', 'adults', 'children', 'date', 'q', 'id', 'orderId', 'orderNumber', 'status', 'suspend', 'isAdmin', 'withPhotos'];
const body = fc.oneof(fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 8 }), value);
const query = fc.dictionary(fc.constantFrom(...FIELDS), fc.oneof(text, fc.integer().map(String), nasty), { maxKeys: 5 });

interface Route {
  method: string;
  path: string;
}

/** Every route of the /api router, read from Express's own route table. */
function restRoutes(router: Router, prefix = ''): Route[] {
  const routes: Route[] = [];
  for (const layer of router.stack) {
    if (layer.route) {
      for (const method of Object.keys((layer.route as unknown as { methods: Record<string, boolean> }).methods)) routes.push({ method, path: prefix + String(layer.route.path) });
    } else if ((layer.handle as unknown as Router).stack) {
      routes.push(...restRoutes(layer.handle as unknown as Router, prefix));
    }
  }
  return routes;
}

/** A path segment as a client would send it; a lone surrogate becomes its (invalid) UTF-8 escape. */
function pathSegment(value: string): string {
  try {
    return value === '%zz' ? value : encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

/** Thousands of requests, some of them password checks: more than the default minute on a busy machine. */
const FUZZ_TIMEOUT_MS = 240_000;

function check(where: string, status: number, text: string): void {
  if (status >= 500 || LEAK.test(text)) throw new Error(`${where} answered ${status}: ${text.slice(0, 500)}`);
}

it('no REST route answers 5xx or leaks internals, whatever the body, query string or path parameter', async () => {
  const routes = restRoutes(createRestRouter(modules)).filter((r) => !r.path.startsWith('/admin') && !r.path.includes('webhook'));
  expect(routes.length).toBeGreaterThan(25);
  const pathParam = fc.oneof(fc.constant(villaId), text.filter((s) => s.length > 0 && s.length < 200));
  let cases = 0;
  for (const route of routes) {
    await fc.assert(
      fc.asyncProperty(body, query, pathParam, async (payload, params, param) => {
        const path = `/api${route.path.replace(/:\w+/g, () => pathSegment(param))}`;
        const agent = account.agent;
        const call = (agent as unknown as Record<string, (url: string) => import('supertest').Test>)[route.method](path).query(params);
        const res = ['get', 'delete'].includes(route.method) ? await call : await call.set('Content-Type', 'application/json').send(JSON.stringify(payload));
        cases += 1;
        check(`${route.method.toUpperCase()} ${path}`, res.status, res.text);
      }),
      { numRuns: 60 },
    );
  }
  console.log(`fuzz: ${cases} REST cases over ${routes.length} routes`);
}, FUZZ_TIMEOUT_MS);

function inputValue(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  if (type instanceof GraphQLNonNull) return inputValue(type.ofType, depth);
  const nullable = (arb: fc.Arbitrary<unknown>) => fc.oneof({ weight: 9, arbitrary: arb }, { weight: 1, arbitrary: fc.constant(null) });
  if (type instanceof GraphQLList) return nullable(fc.array(inputValue(type.ofType, depth + 1), { maxLength: 3 }));
  if (type instanceof GraphQLEnumType) return nullable(fc.oneof(fc.constantFrom(...type.getValues().map((v) => v.name)), text));
  if (type instanceof GraphQLInputObjectType) {
    if (depth > 3) return fc.constant(null);
    const fields = Object.values(type.getFields());
    return nullable(fc.record(Object.fromEntries(fields.map((f) => [f.name, inputValue(f.type, depth + 1)])), { requiredKeys: fields.filter((f) => f.type instanceof GraphQLNonNull).map((f) => f.name) }));
  }
  const scalar = type as GraphQLScalarType;
  if (scalar.name === 'Int') return nullable(fc.oneof(fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }), fc.constantFrom(0, -1, 2 ** 31 - 1)));
  if (scalar.name === 'Float') return nullable(fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constantFrom(0, -1, 1e300)));
  if (scalar.name === 'Boolean') return nullable(fc.boolean());
  if (scalar.name === 'ID') return nullable(fc.oneof(fc.constant(villaId), text));
  return nullable(fc.oneof(text, fc.date({ min: new Date('1900-01-01'), max: new Date('2200-01-01') }).map((d) => d.toISOString().slice(0, 10))));
}

it('no GraphQL operation answers 5xx or leaks internals, whatever its variables', async () => {
  const schema: GraphQLSchema = await getSchema(resolvers);
  let cases = 0;
  let fields = 0;
  for (const [kind, root] of [['query', schema.getQueryType()], ['mutation', schema.getMutationType()]] as const) {
    for (const field of Object.values(root!.getFields())) {
      fields += 1;
      const declarations = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
      const args = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
      const selection = isObjectType(getNamedType(field.type)) || !(getNamedType(field.type) instanceof GraphQLScalarType || getNamedType(field.type) instanceof GraphQLEnumType) ? ' { __typename }' : '';
      const document = `${kind} Fuzz${declarations ? `(${declarations})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection} }`;
      const variables = fc.record(Object.fromEntries(field.args.map((arg) => [arg.name, inputValue(arg.type)])));
      await fc.assert(
        fc.asyncProperty(variables, async (vars) => {
          const res = await account.agent.post('/graphql').set('Content-Type', 'application/json').send({ query: document, variables: vars });
          cases += 1;
          check(`${field.name}(${JSON.stringify(vars).slice(0, 300)})`, res.status, res.text);
        }),
        { numRuns: 30 },
      );
    }
  }
  console.log(`fuzz: ${cases} GraphQL cases over ${fields} fields`);
  expect(cases).toBeGreaterThanOrEqual(fields * 30);
}, FUZZ_TIMEOUT_MS);

describe('what the fuzzing found', () => {
  it('a malformed %-escape in a path answers 400, not 500', async () => {
    const res = await app.http.get('/api/newsletter/unsubscribe/%ED%A0%80');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('BAD_REQUEST');
  });

  it('a NUL character is refused before it reaches PostgreSQL, with a translated 400 naming the field', async () => {
    const res = await app.http.post('/api/auth/register').set('Accept-Language', 'de').send({ name: 'Anna\u0000Schmidt', email: `nul-${Date.now()}@example.com`, password: 'secret-123' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'name', message: expect.stringMatching(/^name enthält unzulässige Zeichen/) });
    expect(await app.db.query(`SELECT 1 FROM users WHERE name LIKE 'Anna%Schmidt'`)).toEqual([]);
  });
});
