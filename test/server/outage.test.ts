import { checkoutBody, createVilla, inDays, newUser } from '../helpers/booking-factory';
import { startPrivatePostgres, type PrivatePostgres } from '../helpers/private-postgres';
import { startTestApp, type TestApp } from '../helpers/test-app';

/**
 * A database outage under light traffic: the app's own PostgreSQL server is stopped for a few
 * seconds and started again, while requests keep coming.
 */
let pg: PrivatePostgres;
let app: TestApp;
type Agent = ReturnType<TestApp['agent']>;

beforeAll(async () => {
  pg = await startPrivatePostgres();
  app = await startTestApp({ DATABASE_URL: pg.url, DB_CONNECT_TIMEOUT: '1500ms' });
}, 120_000);
afterAll(async () => {
  await app?.close();
  pg?.destroy();
});

interface Answer {
  kind: 'rest' | 'graphql' | 'readyz' | 'healthz';
  at: number;
  ms: number;
  status: number;
  retryAfter?: string;
  message?: string;
  code?: string;
}

async function buyerWithStay(villaId: string, weekOffset: number): Promise<Agent> {
  const agent = app.agent();
  await agent.post('/api/auth/register').send(newUser('outage')).expect(201);
  await agent.post('/api/cart/items').send({ propertyId: villaId, checkIn: inDays(30 + weekOffset * 7), checkOut: inDays(37 + weekOffset * 7), guests: 2 }).expect(201);
  return agent;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

it('answers 503 with Retry-After and a translated message while PostgreSQL is down, recovers within 5 s, and loses or doubles no booking', async () => {
  const villa = await createVilla(app.db, { title: 'Villa Outage' });
  const before = await Promise.all([0, 1, 2].map((week) => buyerWithStay(villa.id, week)));
  for (const buyer of before) expect((await buyer.post('/api/checkout').send(checkoutBody())).status).toBe(201);
  const during = await buyerWithStay(villa.id, 3);

  // Light load: one request of each kind every 100 ms, German answers where there is a message.
  const answers: Answer[] = [];
  let loading = true;
  const probe = async (kind: Answer['kind']) => {
    const started = Date.now();
    const res =
      kind === 'rest' ? await app.http.get('/api/currencies').set('Accept-Language', 'de')
      : kind === 'graphql' ? await app.http.post('/graphql').set('Content-Type', 'application/json').set('Accept-Language', 'de').send({ query: '{ currencies { code } }' })
      : await app.http.get(`/${kind}`);
    const body = res.body as { message?: string; code?: string; errors?: { message: string; extensions?: { code?: string } }[] };
    answers.push({ kind, at: started, ms: Date.now() - started, status: res.status, retryAfter: res.headers['retry-after'], message: body.message ?? body.errors?.[0]?.message, code: body.code ?? body.errors?.[0]?.extensions?.code });
  };
  const load = (async () => {
    while (loading) {
      await Promise.all((['rest', 'graphql', 'readyz', 'healthz'] as const).map(probe));
      await sleep(100);
    }
  })();

  await sleep(500);
  pg.stop();
  const stoppedAt = Date.now();
  await sleep(1000);
  const checkoutDuringOutage = await during.post('/api/checkout').send(checkoutBody());
  await sleep(2000);
  const restartAt = Date.now();
  pg.start();
  const upAt = Date.now();
  let recoveredAt = 0;
  while (!recoveredAt && Date.now() - upAt < 10_000) {
    if ((await app.http.get('/api/currencies')).status === 200) recoveredAt = Date.now();
    else await sleep(50);
  }
  await sleep(500);
  loading = false;
  await load;

  const outage = answers.filter((a) => a.at > stoppedAt + 200 && a.at + a.ms < restartAt);
  const figures = {
    answersDuringOutage: outage.length,
    statuses: [...new Set(outage.map((a) => `${a.kind}:${a.status}`))].sort(),
    slowestMs: Math.max(...outage.map((a) => a.ms)),
    secondsToRecover: (recoveredAt - upAt) / 1000,
  };
  console.log(`database outage: ${JSON.stringify(figures)}`);

  expect(answers.some((a) => a.status >= 500 && a.status !== 503)).toBe(false);
  // At least two full rounds of the four probes inside the outage, however loaded the machine.
  expect(outage.length).toBeGreaterThanOrEqual(8);
  expect(new Set(outage.map((a) => a.kind)).size).toBe(4);
  for (const a of outage) {
    expect(a.ms).toBeLessThan(2500);
    if (a.kind === 'healthz') {
      expect(a.status).toBe(200);
      continue;
    }
    expect(a.status).toBe(503);
    expect(a.retryAfter).toBe('5');
    if (a.kind !== 'readyz') {
      expect(a.code).toBe('SERVICE_UNAVAILABLE');
      expect(a.message).toBe('Der Dienst ist vorübergehend nicht verfügbar. Bitte versuchen Sie es gleich noch einmal.');
    }
  }
  expect(checkoutDuringOutage.status).toBe(503);
  expect(recoveredAt).toBeGreaterThan(0);
  expect(recoveredAt - upAt).toBeLessThan(5000);
  expect((await app.http.get('/readyz')).status).toBe(200);

  // The guest whose checkout met the outage pays now, once; nobody's booking was lost or doubled.
  expect((await during.post('/api/checkout').send(checkoutBody())).status).toBe(201);
  const bookings: { check_in: string; n: string }[] = await app.db.query(
    `SELECT check_in::text, count(*) AS n FROM bookings WHERE property_id = $1 AND status = 'confirmed' GROUP BY check_in ORDER BY check_in`,
    [villa.id],
  );
  expect(bookings).toEqual([0, 1, 2, 3].map((week) => ({ check_in: inDays(30 + week * 7), n: '1' })));
  expect(Number((await app.db.query(`SELECT count(*) AS n FROM orders WHERE status = 'confirmed'`))[0].n)).toBe(4);
}, 120_000);
