import { getMetadataStorage } from 'type-graphql';
import { getSchema } from '../../server/src/graphql/schema';
import { modules, resolvers } from '../../server/src/module-list';
import { Role, requireOwner } from '../../server/src/modules/users/authorization';
import { createRestRouter } from '../../server/src/rest/router';
import { gql, signUp, signUpAdmin, uniqueEmail, type Account } from '../helpers/accounts';
import { checkoutBody, createVilla, inDays } from '../helpers/booking-factory';
import { ownerGraphQL, ownerRoutes, type ProtectedRoute } from '../helpers/protected-operations';
import { startTestApp, type TestApp } from '../helpers/test-app';
import type { Router } from 'express';

let app: TestApp;
let admin: Account;
let customer: Account;

beforeAll(async () => {
  app = await startTestApp();
  admin = await signUpAdmin(app);
  customer = await signUp(app);
});
afterAll(() => app.close());

type Agent = Account['agent'];

/** Staff make `email` the villa's owner; answers the API's body. */
async function setOwner(villaId: string, email: string, commissionPercent = 20, extra: Record<string, unknown> = {}) {
  const res = await admin.agent.put(`/api/admin/properties/${villaId}/owner`).send({ ownerEmail: email, commissionPercent, ...extra });
  expect(res.status).toBe(200);
  return res.body as { ownerId: string; invited: boolean; commissionPercent: number };
}

/** The invitation's set-password token, from the outbox. */
async function invitationToken(email: string): Promise<string> {
  const rows = await app.db.query(`SELECT text_body FROM mail_outbox WHERE kind = 'owner-invitation' AND to_address = $1 ORDER BY created_at DESC`, [email]);
  expect(rows).toHaveLength(1);
  const match = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(rows[0].text_body as string);
  expect(match).not.toBeNull();
  return match![1];
}

/** An owner of a new villa, signed in through the invitation. */
async function newOwner(commissionPercent = 20): Promise<{ agent: Agent; id: string; email: string; villa: { id: string; title: string } }> {
  const villa = await createVilla(app.db);
  const email = uniqueEmail('owner');
  const { ownerId } = await setOwner(villa.id, email, commissionPercent);
  const token = await invitationToken(email);
  await app.http.post('/api/auth/reset-password').send({ token, newPassword: 'owner-pass-1' }).expect(200);
  const agent = app.agent();
  await agent.post('/api/auth/login').send({ email, password: 'owner-pass-1' }).expect(200);
  return { agent, id: ownerId, email, villa };
}

/** A guest books the villa through checkout; answers the order. */
async function book(villaId: string, from: number, nights = 7, overrides: Record<string, unknown> = {}) {
  const guest = app.agent();
  await guest.post('/api/auth/register').send({ name: 'Grace Hopper', email: uniqueEmail('guest'), password: 'secret-123' }).expect(201);
  await guest.post('/api/cart/items').send({ propertyId: villaId, checkIn: inDays(from), checkOut: inDays(from + nights), guests: 3 }).expect(201);
  const res = await guest.post('/api/checkout').send(checkoutBody({ leadGuestName: 'Grace Hopper', leadGuestEmail: 'grace.hopper@example.com', leadGuestPhone: '+44 20 7946 0123', ...overrides }));
  expect(res.status).toBe(201);
  return res.body.order as { id: string; orderNumber: string };
}

describe('staff link a villa to its owner', () => {
  it('creates and invites a missing owner, who sets a password through the link and signs in as an owner', async () => {
    const villa = await createVilla(app.db, { title: 'Villa Olive' });
    const email = uniqueEmail('owner');
    const body = await setOwner(villa.id, email, 17.5, { ownerName: 'Olga Owner', language: 'de' });
    expect(body).toMatchObject({ propertyId: villa.id, ownerEmail: email, ownerName: 'Olga Owner', commissionPercent: 17.5, invited: true });
    const [mail] = await app.db.query(`SELECT subject, text_body FROM mail_outbox WHERE kind = 'owner-invitation' AND to_address = $1`, [email]);
    expect(mail.subject).toContain('Eigentümerkonto');
    expect(mail.text_body).toContain('Villa Olive');
    const token = await invitationToken(email);
    await app.http.post('/api/auth/reset-password').send({ token, newPassword: 'owner-pass-1' }).expect(200);
    const agent = app.agent();
    const login = await agent.post('/api/auth/login').send({ email, password: 'owner-pass-1' });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ isOwner: true, isAdmin: false });
    const villas = (await agent.get('/api/owner/properties').expect(200)).body;
    expect(villas).toEqual([expect.objectContaining({ id: villa.id, title: 'Villa Olive', commissionPercent: 17.5 })]);
  });

  it('links a second villa to an existing owner without inviting again, and records both actions in the audit log', async () => {
    const owner = await newOwner();
    const second = await createVilla(app.db);
    const body = await setOwner(second.id, owner.email.toUpperCase(), 15);
    expect(body).toMatchObject({ ownerId: owner.id, invited: false });
    expect(await app.db.query(`SELECT 1 FROM mail_outbox WHERE kind = 'owner-invitation' AND to_address = $1`, [owner.email])).toHaveLength(1);
    expect((await owner.agent.get('/api/owner/properties').expect(200)).body.map((v: { id: string }) => v.id).sort()).toEqual([owner.villa.id, second.id].sort());
    const audit = await app.db.query(`SELECT action, actor_id FROM admin_audit_log WHERE target_id = $1 ORDER BY created_at`, [second.id]);
    expect(audit).toEqual([{ action: 'PROPERTY_OWNER_SET', actor_id: admin.id }]);
    const invited = await app.db.query(`SELECT action FROM admin_audit_log WHERE target_id = $1`, [owner.id]);
    expect(invited).toEqual([{ action: 'OWNER_INVITED' }]);
  });

  it('keeps one owner per villa: a new owner replaces the old one, who no longer sees it', async () => {
    const first = await newOwner();
    const second = await newOwner();
    await setOwner(first.villa.id, second.email, 20);
    expect((await first.agent.get('/api/owner/properties').expect(200)).body).toEqual([]);
    expect((await first.agent.get(`/api/owner/properties/${first.villa.id}/bookings`)).status).toBe(403);
    expect((await second.agent.get(`/api/owner/properties/${first.villa.id}/bookings`)).status).toBe(200);
  });

  it('refuses a bad commission naming the field, in German too, and changes nothing', async () => {
    const villa = await createVilla(app.db);
    for (const commissionPercent of [-1, 101, 12.345, 'abc']) {
      const res = await admin.agent.put(`/api/admin/properties/${villa.id}/owner`).send({ ownerEmail: uniqueEmail('owner'), commissionPercent });
      expect(res.status).toBe(400);
      expect(res.body.field).toBe('commissionPercent');
    }
    const de = await admin.agent.put(`/api/admin/properties/${villa.id}/owner`).set('Accept-Language', 'de').send({ ownerEmail: uniqueEmail('owner'), commissionPercent: 150 });
    expect(de.body.message).toContain('Prozentsatz');
    const bad = await admin.agent.put(`/api/admin/properties/${villa.id}/owner`).send({ ownerEmail: 'not-an-email', commissionPercent: 10 });
    expect(bad).toMatchObject({ status: 400, body: { field: 'ownerEmail' } });
    expect((await app.db.query(`SELECT owner_id FROM properties WHERE id = $1`, [villa.id]))[0].owner_id).toBeNull();
    expect((await admin.agent.put(`/api/admin/properties/00000000-0000-4000-8000-000000000000/owner`).send({ ownerEmail: uniqueEmail(), commissionPercent: 10 })).status).toBe(404);
  });

  it('sets the owner through GraphQL too', async () => {
    const villa = await createVilla(app.db);
    const email = uniqueEmail('owner');
    const res = await gql<{ setPropertyOwner: { ownerEmail: string; commissionPercent: number; invited: boolean } }>(
      admin.agent,
      'mutation($id: ID!, $input: SetPropertyOwnerInput!) { setPropertyOwner(propertyId: $id, input: $input) { ownerEmail commissionPercent invited } }',
      { id: villa.id, input: { ownerEmail: email, commissionPercent: 12.5 } },
    );
    expect(res.data?.setPropertyOwner).toEqual({ ownerEmail: email, commissionPercent: 12.5, invited: true });
  });

  it('a changed commission applies to stays booked after the change; earlier stays keep their rate', async () => {
    const owner = await newOwner(20);
    const before = await book(owner.villa.id, 30);
    await setOwner(owner.villa.id, owner.email, 25);
    const after = await book(owner.villa.id, 60);
    const rates = await app.db.query(`SELECT order_id, commission_percent::float8 AS rate FROM bookings WHERE property_id = $1 AND kind = 'stay'`, [owner.villa.id]);
    expect(rates.find((r: { order_id: string }) => r.order_id === before.id).rate).toBe(20);
    expect(rates.find((r: { order_id: string }) => r.order_id === after.id).rate).toBe(25);
  });

  it('stays sold before a villa ever had an owner take the first commission set', async () => {
    const villa = await createVilla(app.db);
    const order = await book(villa.id, 40);
    await setOwner(villa.id, uniqueEmail('owner'), 18);
    expect((await app.db.query(`SELECT commission_percent::float8 AS rate FROM bookings WHERE order_id = $1`, [order.id]))[0].rate).toBe(18);
  });
});

describe('the owner API', () => {
  it("shows bookings with dates, status, the guest's first name and party size, never contact, address or payment details", async () => {
    const owner = await newOwner();
    const order = await book(owner.villa.id, 30, 7);
    const res = await owner.agent.get(`/api/owner/properties/${owner.villa.id}/bookings`).query({ from: inDays(0), to: inDays(90) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([{ id: expect.any(String), checkIn: inDays(30), checkOut: inDays(37), status: 'confirmed', guestFirstName: 'Grace', guests: 3 }]);
    const text = JSON.stringify(res.body);
    for (const secret of ['grace.hopper@example.com', 'Hopper', '7946', order.orderNumber, 'payment', 'address', 'email', 'phone']) expect(text).not.toContain(secret);
    const graph = await gql<{ ownerBookings: Record<string, unknown>[] }>(owner.agent, `{ ownerBookings(propertyId: "${owner.villa.id}") { checkIn guestFirstName guests status } }`);
    expect(graph.data?.ownerBookings).toEqual([{ checkIn: inDays(30), guestFirstName: 'Grace', guests: 3, status: 'confirmed' }]);
    // The type has no field that could carry them.
    const probe = await gql(owner.agent, `{ ownerBookings(propertyId: "${owner.villa.id}") { guestEmail } }`);
    expect(probe.errors?.[0]?.message).toMatch(/Cannot query field "guestEmail"/);
    expect((await owner.agent.get(`/api/owner/properties/${owner.villa.id}/bookings`).query({ from: inDays(10), to: inDays(5) })).body.field).toBe('to');
  });

  it('blocks a week for the owner’s stay like a staff block: refused over a booking, shown to staff, unavailable to guests and in the iCal export', async () => {
    const owner = await newOwner();
    await book(owner.villa.id, 30, 7);
    const over = await owner.agent.post(`/api/owner/properties/${owner.villa.id}/blocks`).send({ from: inDays(33), to: inDays(40), note: 'Family' });
    expect(over.status).toBe(409);
    expect(over.body.field).toBe('from');
    const past = await owner.agent.post(`/api/owner/properties/${owner.villa.id}/blocks`).send({ from: inDays(-3), to: inDays(4) });
    expect(past).toMatchObject({ status: 400, body: { field: 'from' } });
    const created = await owner.agent.post(`/api/owner/properties/${owner.villa.id}/blocks`).send({ from: inDays(50), to: inDays(57), note: 'Family week' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(String), checkIn: inDays(50), checkOut: inDays(57), ownerStay: true, note: 'Family week' });
    // Staff see it among the villa's blocks, marked as the owner's.
    const staff = (await admin.agent.get(`/api/admin/properties/${owner.villa.id}/blocks`).expect(200)).body;
    expect(staff).toEqual([expect.objectContaining({ id: created.body.id, ownerStay: true, reason: 'Family week' })]);
    // Guests cannot book it.
    const ranges = (await app.http.get(`/api/properties/${owner.villa.id}/booked-ranges`).query({ from: inDays(0), to: inDays(90) }).expect(200)).body;
    expect(JSON.stringify(ranges)).toContain(inDays(50));
    const guest = app.agent();
    await guest.post('/api/auth/register').send({ name: 'Late Guest', email: uniqueEmail('guest'), password: 'secret-123' }).expect(201);
    expect((await guest.post('/api/cart/items').send({ propertyId: owner.villa.id, checkIn: inDays(52), checkOut: inDays(59), guests: 2 })).status).toBe(409);
    // The iCal export lists it as blocked, without the note.
    const { exportUrl } = (await admin.agent.get(`/api/admin/properties/${owner.villa.id}/ical`).expect(200)).body;
    const feed = (await app.http.get(new URL(exportUrl as string).pathname).expect(200)).text;
    expect(feed).toContain(`DTSTART;VALUE=DATE:${inDays(50).replace(/-/g, '')}`);
    expect(feed).toContain('SUMMARY:Blocked');
    expect(feed).not.toContain('Family week');
    // The owner sees their stay and the booking in the calendar's blocks; audit has the owner as actor.
    const blocks = (await owner.agent.get(`/api/owner/properties/${owner.villa.id}/blocks`).expect(200)).body;
    expect(blocks).toEqual([created.body]);
    expect(await app.db.query(`SELECT action, actor_id FROM admin_audit_log WHERE target_id = $1 AND action = 'OWNER_STAY_ADDED'`, [owner.villa.id])).toEqual([{ action: 'OWNER_STAY_ADDED', actor_id: owner.id }]);
    // And removes it again.
    expect((await owner.agent.delete(`/api/owner/properties/${owner.villa.id}/blocks/${created.body.id}`)).status).toBe(200);
    expect((await owner.agent.get(`/api/owner/properties/${owner.villa.id}/blocks`).expect(200)).body).toEqual([]);
  });

  it("cannot remove staff's blocks", async () => {
    const owner = await newOwner();
    const block = (await admin.agent.post(`/api/admin/properties/${owner.villa.id}/blocks`).send({ checkIn: inDays(70), checkOut: inDays(77), reason: 'Pool repairs' }).expect(201)).body;
    const blocks = (await owner.agent.get(`/api/owner/properties/${owner.villa.id}/blocks`).expect(200)).body;
    expect(blocks).toEqual([{ id: block.id, checkIn: inDays(70), checkOut: inDays(77), ownerStay: false, note: null }]);
    expect((await owner.agent.delete(`/api/owner/properties/${owner.villa.id}/blocks/${block.id}`)).status).toBe(404);
  });

  it('owner stays through GraphQL', async () => {
    const owner = await newOwner();
    const added = await gql<{ addOwnerStay: { id: string; ownerStay: boolean } }>(
      owner.agent,
      'mutation($id: ID!, $input: OwnerStayInput!) { addOwnerStay(propertyId: $id, input: $input) { id ownerStay checkIn } }',
      { id: owner.villa.id, input: { from: inDays(80), to: inDays(84), note: null } },
    );
    expect(added.data?.addOwnerStay).toMatchObject({ ownerStay: true, checkIn: inDays(80) });
    const removed = await gql(owner.agent, `mutation { deleteOwnerStay(propertyId: "${owner.villa.id}", blockId: "${added.data!.addOwnerStay.id}") { id } }`);
    expect(removed.errors).toBeUndefined();
  });
});

describe("an owner reaches only their own villas (IDOR)", () => {
  it("owner B gets 403 for owner A's villa, bookings, blocks and stays, 404 for what does not exist, and never A's statements", async () => {
    const a = await newOwner();
    const b = await newOwner();
    const stay = (await a.agent.post(`/api/owner/properties/${a.villa.id}/blocks`).send({ from: inDays(90), to: inDays(95) }).expect(201)).body;
    const routes: ProtectedRoute[] = [
      { method: 'get', path: `/api/owner/properties/${a.villa.id}` },
      { method: 'get', path: `/api/owner/properties/${a.villa.id}/bookings` },
      { method: 'get', path: `/api/owner/properties/${a.villa.id}/blocks` },
      { method: 'post', path: `/api/owner/properties/${a.villa.id}/blocks`, body: { from: inDays(100), to: inDays(105) } },
      { method: 'delete', path: `/api/owner/properties/${a.villa.id}/blocks/${stay.id}` },
    ];
    for (const route of routes) {
      const req = b.agent[route.method](route.path);
      const res = route.body ? await req.send(route.body) : await req;
      expect([route.path, res.status]).toEqual([route.path, 403]);
    }
    expect((await b.agent.get('/api/owner/properties').expect(200)).body.map((v: { id: string }) => v.id)).toEqual([b.villa.id]);
    expect((await b.agent.get('/api/owner/properties/00000000-0000-4000-8000-000000000000/bookings')).status).toBe(404);
    expect((await b.agent.get('/api/owner/properties/not-a-villa/blocks')).status).toBe(404);
    // B's own statements, even when naming A.
    const month = inDays(0).slice(0, 7);
    const mine = (await b.agent.get(`/api/owner/statements/${month}`).query({ ownerId: a.id }).expect(200)).body;
    expect(mine.ownerId).toBe(b.id);
    const list = (await b.agent.get('/api/owner/statements').query({ ownerId: a.id }).expect(200)).body;
    expect(Array.isArray(list)).toBe(true);
    expect((await a.agent.get(`/api/owner/properties/${a.villa.id}`).expect(200)).body).toMatchObject({ id: a.villa.id, ownerId: a.id });
    expect((await b.agent.get('/api/owner/properties/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    for (const query of [
      `{ ownerProperty(id: "${a.villa.id}") { id } }`,
      `{ ownerBookings(propertyId: "${a.villa.id}") { id } }`,
      `{ ownerBlocks(propertyId: "${a.villa.id}") { id } }`,
      `mutation { deleteOwnerStay(propertyId: "${a.villa.id}", blockId: "${stay.id}") { id } }`,
    ]) {
      expect((await gql(b.agent, query)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    expect((await gql<{ ownerStatement: { ownerId: string } }>(b.agent, `{ ownerStatement(month: "${month}", ownerId: "${a.id}") { ownerId } }`)).data?.ownerStatement.ownerId).toBe(b.id);
    // A's stay is still there.
    expect((await a.agent.get(`/api/owner/properties/${a.villa.id}/blocks`).expect(200)).body).toHaveLength(1);
  });
});

/** Every /api route whose handlers include requireOwner, from Express's own route table. */
function ownerGuarded(router: Router, prefix = '/api'): { method: string; pattern: RegExp; path: string }[] {
  const found: { method: string; pattern: RegExp; path: string }[] = [];
  for (const layer of router.stack) {
    if (layer.route) {
      const handlers = (layer.route.stack as { handle: unknown }[]).map((l) => l.handle);
      if (!handlers.includes(requireOwner)) continue;
      const path = prefix + String(layer.route.path);
      const pattern = new RegExp(`^${path.replace(/:[A-Za-z]+/g, '[^/]+')}$`);
      for (const method of Object.keys((layer.route as unknown as { methods: Record<string, boolean> }).methods)) found.push({ method, pattern, path });
    } else if ((layer.handle as unknown as Router).stack) found.push(...ownerGuarded(layer.handle as unknown as Router, prefix));
  }
  return found;
}

describe("owners' operations: 401 for anonymous callers, 403 for customers, an answer for owners and staff", () => {
  let owner: Awaited<ReturnType<typeof newOwner>>;
  beforeAll(async () => {
    owner = await newOwner();
  });

  it('lists every owner field of the graph and every owner route', async () => {
    await getSchema(resolvers);
    const fields = getMetadataStorage().authorizedFields.filter((f) => f.roles.includes(Role.Owner)).map((f) => f.fieldName);
    expect(ownerGraphQL.map((op) => op.field).sort()).toEqual([...new Set(fields)].sort());
    const missing = ownerGuarded(createRestRouter(modules)).filter(({ method, pattern }) => !ownerRoutes.some((route) => route.method === method && pattern.test(route.path)));
    expect(missing.map((route) => `${route.method} ${route.path}`)).toEqual([]);
  });

  it.each(ownerRoutes.map((route) => [`${route.method.toUpperCase()} ${route.path}`, route] as const))('REST %s', async (_name, route) => {
    const send = (agent: ReturnType<TestApp['agent']> | TestApp['http']) => {
      const req = agent[route.method](route.path);
      return route.body ? req.send(route.body) : req;
    };
    expect((await send(app.http)).status).toBe(401);
    const denied = await send(customer.agent);
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe('You do not have permission to do this.');
    expect([401, 403]).not.toContain((await send(owner.agent)).status);
    expect([401, 403]).not.toContain((await send(admin.agent)).status);
  });

  it.each(ownerGraphQL.map((op) => [op.field, op] as const))('GraphQL %s', async (_field, op) => {
    expect((await gql(app.agent(), op.query)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await gql(customer.agent, op.query)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    for (const agent of [owner.agent, admin.agent]) {
      const res = await gql(agent, op.query);
      expect(String(res.errors?.[0]?.extensions?.code ?? 'none')).not.toMatch(/UNAUTHENTICATED|FORBIDDEN/);
    }
  });
});
