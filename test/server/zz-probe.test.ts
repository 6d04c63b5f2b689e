import { checkoutBody, createVilla, inDays, newUser } from '../helpers/booking-factory';
import { startTestApp } from '../helpers/test-app';

it('counts statements of one checkout', async () => {
  const app = await startTestApp();
  const villa = await createVilla(app.db);
  const agent = app.agent();
  await agent.post('/api/auth/register').send(newUser('probe')).expect(201);
  await agent.post('/api/cart/items').send({ propertyId: villa.id, checkIn: inDays(40), checkOut: inDays(47), guests: 2 }).expect(201);
  const before = app.sql.statementCount;
  const orig = app.sql.logQuery.bind(app.sql);
  const seen: string[] = [];
  app.sql.logQuery = (q: string, p?: unknown[]) => { seen.push(q.replace(/\s+/g, ' ').slice(0, 110)); orig(q, p); };
  await agent.post('/api/checkout').send(checkoutBody()).expect(201);
  console.log(app.sql.statementCount - before, '\n' + seen.join('\n'));
  await app.close();
});
