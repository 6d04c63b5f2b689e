/* eslint-disable @typescript-eslint/no-explicit-any -- GraphQL and REST answers are untyped in these tests */
import { gql, signUp, signUpAdmin, type Account } from '../helpers/accounts';
import { inDays } from '../helpers/booking-factory';
import { startTestApp, type TestApp } from '../helpers/test-app';

/** The staff inbox of enquiries and flight inquiries. */
let app: TestApp;
let admin: Account;

beforeAll(async () => {
  app = await startTestApp();
  admin = await signUpAdmin(app);
});
afterAll(() => app.close());

const enquiry = (n: number) => ({ name: `Guest ${n}`, email: `guest${n}@example.com`, phone: '+44 20 7946 0000', subject: `Question ${n} about Corfu`, message: 'Is the pool heated in May, please?' });
const flight = { name: 'Jo Bloggs', email: 'jo@example.com', phone: '+44 20 7946 0000', passengers: 3, departureCountry: 'United Kingdom', departureCity: 'London', destinationCountry: 'Greece', destinationCity: 'Corfu', departureDate: inDays(30), returnDate: inDays(37) };

describe('enquiries inbox', () => {
  it('lists enquiries newest first, searchable and by status, moves their status with an audit entry, and counts the new ones', async () => {
    for (const n of [1, 2, 3]) await app.http.post('/api/enquiries').set('X-Forwarded-For', `203.0.113.${n}`).send(enquiry(n)).expect(201);
    await app.http.post('/api/flight-inquiries').set('X-Forwarded-For', '203.0.113.9').send(flight).expect(201);

    const list = await admin.agent.get('/api/admin/enquiries');
    expect(list.status).toBe(200);
    expect(list.headers['x-total-count']).toBe('3');
    expect(list.body.map((e: { subject: string }) => e.subject)).toEqual(['Question 3 about Corfu', 'Question 2 about Corfu', 'Question 1 about Corfu']);
    expect(list.body[0]).toMatchObject({ status: 'new', email: 'guest3@example.com', locale: 'en' });
    expect(list.body[0]).not.toHaveProperty('ipHash');
    expect((await admin.agent.get('/api/admin/enquiries?search=guest2')).body).toHaveLength(1);

    const overview = await gql<{ adminDashboard: any }>(admin.agent, '{ adminDashboard { inbox { newEnquiries newFlightInquiries } } }');
    expect(overview.data!.adminDashboard.inbox).toEqual({ newEnquiries: 3, newFlightInquiries: 1 });

    const answered = await admin.agent.patch(`/api/admin/enquiries/${list.body[0].id}`).send({ status: 'answered' });
    expect(answered.status).toBe(200);
    expect(answered.body).toMatchObject({ status: 'answered', statusChangedAt: expect.any(String) });
    const byStatus = await gql<{ adminEnquiries: any }>(admin.agent, '{ adminEnquiries(filter: { status: NEW }) { totalCount items { subject status } } }');
    expect(byStatus.data!.adminEnquiries.totalCount).toBe(2);

    const audit = await gql<{ auditLog: any }>(admin.agent, `query($id: ID) { auditLog(filter: { targetId: $id }) { items { action targetType targetLabel changes { field before after } } } }`, { id: list.body[0].id });
    expect(audit.data!.auditLog.items).toEqual([
      { action: 'ENQUIRY_STATUS_CHANGED', targetType: 'ENQUIRY', targetLabel: 'Guest 3 <guest3@example.com>', changes: [{ field: 'status', before: '"new"', after: '"answered"' }] },
    ]);
  });

  it('lists flight inquiries and closes one over GraphQL', async () => {
    const list = await gql<{ adminFlightInquiries: any }>(admin.agent, '{ adminFlightInquiries(filter: { search: "corfu" }) { totalCount items { id name passengers destinationCity departureDate status } } }');
    expect(list.data!.adminFlightInquiries.items).toEqual([expect.objectContaining({ name: 'Jo Bloggs', passengers: 3, destinationCity: 'Corfu', departureDate: inDays(30), status: 'NEW' })]);
    const id = list.data!.adminFlightInquiries.items[0].id;
    const closed = await gql<{ setFlightInquiryStatus: any }>(admin.agent, 'mutation($input: SetEnquiryStatusInput!) { setFlightInquiryStatus(input: $input) { id status } }', { input: { id, status: 'CLOSED' } });
    expect(closed.data!.setFlightInquiryStatus).toEqual({ id, status: 'CLOSED' });
  });

  it('refuses an unknown status or id with a clear message, and customers', async () => {
    const [row] = (await admin.agent.get('/api/admin/enquiries')).body;
    const bad = await admin.agent.patch(`/api/admin/enquiries/${row.id}`).send({ status: 'archived' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ field: 'status' });
    const missing = await admin.agent.patch('/api/admin/enquiries/00000000-0000-4000-8000-000000000000').set('Accept-Language', 'de').send({ status: 'closed' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Anfrage nicht gefunden.');
    const customer = await signUp(app);
    expect((await customer.agent.get('/api/admin/enquiries')).status).toBe(403);
    expect((await app.http.get('/api/admin/flight-inquiries')).status).toBe(401);
  });
});
