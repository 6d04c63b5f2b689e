/* eslint-disable @typescript-eslint/no-explicit-any -- REST and GraphQL answers are untyped in these tests */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../../server/src/config';
import { calendarFeedFirstSync, calendarFeedSync } from '../../server/src/modules/calendar/calendar.jobs';
import { assertPublicFeedUrl, fetchFeed, isPrivateAddress, parseFeedUrl } from '../../server/src/modules/calendar/feed-fetch';
import { readCalendar } from '../../server/src/modules/calendar/ical-format';
import { JobRunner, type JobDefinition } from '../../server/src/jobs/jobs.service';
import { gql, signUp, signUpAdmin, type Account } from '../helpers/accounts';
import { checkoutBody, createVilla, inDays, newUser } from '../helpers/booking-factory';
import { startTestApp, type TestApp } from '../helpers/test-app';

/**
 * A villa's calendar: staff block dates, which sit under the bookings' exclusion
 * constraint; the villa's secret iCal feed lists bookings and blocks; imported feeds (served by
 * a local HTTP server here) become blocks, idempotently, with conflicts and errors recorded.
 */

let app: TestApp;
let admin: Account;
let customer: Account;

/** Feeds the local "channel" serves, by path; anything else is 404. */
const feeds = new Map<string, { status?: number; body: string }>();
let feedServer: Server;
let feedBase: string;

beforeAll(async () => {
  app = await startTestApp({ ALLOW_PRIVATE_FEED_URLS: 'true', PUBLIC_URL: 'https://villas.example' });
  admin = await signUpAdmin(app);
  customer = await signUp(app);
  feedServer = createServer((req, res) => {
    const feed = feeds.get(req.url ?? '');
    if (!feed) return void res.writeHead(404).end('not here');
    res.writeHead(feed.status ?? 200, { 'Content-Type': 'text/calendar' }).end(feed.body);
  });
  await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
  feedBase = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => feedServer.close(resolve));
  await app.close();
});

/** Books a stay the way a guest does: basket, sign-in, checkout with the test card. */
async function book(propertyId: string, from: number, nights: number) {
  const agent = app.agent();
  await agent.post('/api/auth/register').send(newUser('cal')).expect(201);
  const item = await agent.post('/api/cart/items').send({ propertyId, checkIn: inDays(from), checkOut: inDays(from + nights), guests: 2 });
  if (item.status !== 201) return item;
  return agent.post('/api/checkout').send(checkoutBody());
}

const block = (villaId: string, from: number, to: number, reason = 'Owner stay') =>
  admin.agent.post(`/api/admin/properties/${villaId}/blocks`).send({ checkIn: inDays(from), checkOut: inDays(to), reason });

const bookedRanges = async (villaId: string, from: number, to: number) =>
  (await app.http.get(`/api/properties/${villaId}/booked-ranges`).query({ from: inDays(from), to: inDays(to) }).expect(200)).body;

function calendar(events: { uid: string; start: string; end: string; summary?: string }[]): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test channel//EN'];
  for (const e of events) {
    lines.push('BEGIN:VEVENT', `UID:${e.uid}`, 'DTSTAMP:20260101T000000Z', `DTSTART;VALUE=DATE:${e.start.replace(/-/g, '')}`, `DTEND;VALUE=DATE:${e.end.replace(/-/g, '')}`, `SUMMARY:${e.summary ?? 'Reserved'}`, 'END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.join('\r\n') + '\r\n';
}

/** The export feed at `path` as text (decoded once, whole, so no character is split). */
async function feedText(path: string): Promise<{ status: number; type: string; text: string }> {
  const res = await app.http.get(path).buffer(true).parse((stream, done) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => done(null, Buffer.concat(chunks).toString('utf8')));
  });
  return { status: res.status, type: String(res.headers['content-type']), text: res.body as string };
}

async function addFeed(villaId: string, path: string) {
  const res = await admin.agent.post(`/api/admin/properties/${villaId}/ical-imports`).send({ url: `${feedBase}${path}` });
  expect(res.status).toBe(201);
  return res.body;
}
const sync = async (villaId: string) => (await admin.agent.post(`/api/admin/properties/${villaId}/ical-imports/sync`).expect(200)).body;

describe('blocked dates', () => {
  it('blocks dates, which show as booked in booked-ranges and bookedRanges, and can be deleted again', async () => {
    const villa = await createVilla(app.db);
    const res = await block(villa.id, 100, 107, 'Maintenance');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ checkIn: inDays(100), checkOut: inDays(107), reason: 'Maintenance', importId: null, propertyId: villa.id });

    expect(await bookedRanges(villa.id, 90, 120)).toEqual([{ checkIn: inDays(100), checkOut: inDays(107) }]);
    const graph = await app.graphql<any>('query($id: ID!, $from: String!, $to: String!) { bookedRanges(propertyId: $id, from: $from, to: $to) { checkIn checkOut } }', {
      id: villa.id,
      from: inDays(90),
      to: inDays(120),
    });
    expect(graph.data.bookedRanges).toEqual([{ checkIn: inDays(100), checkOut: inDays(107) }]);

    const list = await admin.agent.get(`/api/admin/properties/${villa.id}/blocks`).expect(200);
    expect(list.body.map((b: any) => b.id)).toEqual([res.body.id]);

    await admin.agent.delete(`/api/admin/properties/${villa.id}/blocks/${res.body.id}`).expect(200);
    expect(await bookedRanges(villa.id, 90, 120)).toEqual([]);
    await admin.agent.delete(`/api/admin/properties/${villa.id}/blocks/${res.body.id}`).expect(404);
  });

  it('refuses a block over a booked night with a translated message naming the dates, and a booking over a blocked night', async () => {
    const villa = await createVilla(app.db);
    expect((await book(villa.id, 200, 7)).status).toBe(201);

    const over = await block(villa.id, 205, 210);
    expect(over.status).toBe(409);
    expect(over.body.message).toBe(`The dates ${inDays(205)} to ${inDays(210)} overlap a booking or another block of this villa. Please choose other dates.`);
    const german = await admin.agent.post(`/api/admin/properties/${villa.id}/blocks`).set('Accept-Language', 'de').send({ checkIn: inDays(205), checkOut: inDays(210), reason: 'Eigentümer' });
    expect(german.status).toBe(409);
    expect(german.body.message).toContain(`Der Zeitraum ${inDays(205)} bis ${inDays(210)}`);

    expect((await block(villa.id, 207, 214)).status).toBe(201); // back to back with the stay
    const guest = await book(villa.id, 210, 3);
    expect(guest.status).toBe(409);
    // Even past the friendly check, the database refuses it: the same constraint covers both.
    const [{ id: orderId }] = await app.db.query(`SELECT order_id AS id FROM bookings WHERE property_id = $1 AND kind = 'stay'`, [villa.id]);
    await expect(
      app.db.query(
        `INSERT INTO bookings (order_id, property_id, check_in, check_out, guests, price_per_night, total_nights, total_price, status, guest_name, guest_email)
         VALUES ($1, $2, $3, $4, 2, 1000, 2, 2000, 'confirmed', 'X', 'x@example.com')`,
        [orderId, villa.id, inDays(211), inDays(213)],
      ),
    ).rejects.toMatchObject({ code: '23P01' });
  });

  it('hides a blocked villa from the search for those dates', async () => {
    const location = `Blockton ${Date.now()}`;
    const blocked = await createVilla(app.db);
    const free = await createVilla(app.db);
    await app.db.query(`UPDATE properties SET location = $1 WHERE id = ANY($2)`, [location, [blocked.id, free.id]]);
    expect((await block(blocked.id, 300, 307)).status).toBe(201);
    const ids = async (filter: Record<string, unknown>) => {
      const res = await app.graphql<any>('query($filter: PropertyFilter) { properties(filter: $filter) { items { id } } }', { filter: { location, ...filter } });
      return res.data.properties.items.map((p: any) => p.id).sort();
    };
    expect(await ids({ checkIn: inDays(302), nights: 3 })).toEqual([free.id]);
    expect(await ids({ checkIn: inDays(307), nights: 3 })).toEqual([blocked.id, free.id].sort());
  });

  it('never shows blocks as guest bookings: admin bookings list, dashboard counts', async () => {
    const villa = await createVilla(app.db);
    const before = await gql<any>(admin.agent, '{ adminDashboard { bookingCount } }');
    expect((await block(villa.id, 400, 405)).status).toBe(201);
    const after = await gql<any>(admin.agent, '{ adminDashboard { bookingCount } }');
    expect(after.data.adminDashboard.bookingCount).toBe(before.data.adminDashboard.bookingCount);
    const list = await gql<any>(admin.agent, 'query($f: AdminBookingFilter) { adminBookings(filter: $f) { totalCount } }', { f: { propertyId: villa.id } });
    expect(list.data.adminBookings.totalCount).toBe(0);
  });

  it('answers bad input with translated messages naming the field', async () => {
    const villa = await createVilla(app.db);
    const missing = await admin.agent.post(`/api/admin/properties/${villa.id}/blocks`).send({ checkIn: inDays(10), reason: 'x' });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ field: 'checkOut', message: 'checkOut is required.' });
    const badDate = await admin.agent.post(`/api/admin/properties/${villa.id}/blocks`).send({ checkIn: '2030-02-30', checkOut: inDays(10), reason: 'x' });
    expect(badDate.body).toMatchObject({ field: 'checkIn', message: 'checkIn must be a date (YYYY-MM-DD).' });
    const backwards = await admin.agent.post(`/api/admin/properties/${villa.id}/blocks`).set('Accept-Language', 'de').send({ checkIn: inDays(20), checkOut: inDays(20), reason: 'x' });
    expect(backwards.body).toMatchObject({ field: 'checkOut', message: 'checkOut muss nach checkIn liegen.' });
    const noReason = await admin.agent.post(`/api/admin/properties/${villa.id}/blocks`).send({ checkIn: inDays(20), checkOut: inDays(22), reason: '  ' });
    expect(noReason.body).toMatchObject({ field: 'reason' });
    expect(await bookedRanges(villa.id, 1, 60)).toEqual([]);
  });

  it('works over GraphQL too', async () => {
    const villa = await createVilla(app.db);
    const added = await gql<any>(admin.agent, 'mutation($id: ID!, $input: CalendarBlockInput!) { addCalendarBlock(propertyId: $id, input: $input) { id checkIn checkOut reason } }', {
      id: villa.id,
      input: { checkIn: inDays(50), checkOut: inDays(52), reason: 'Painting' },
    });
    expect(added.data.addCalendarBlock).toMatchObject({ checkIn: inDays(50), reason: 'Painting' });
    const clash = await gql<any>(admin.agent, 'mutation($id: ID!, $input: CalendarBlockInput!) { addCalendarBlock(propertyId: $id, input: $input) { id } }', {
      id: villa.id,
      input: { checkIn: inDays(51), checkOut: inDays(53), reason: 'Again' },
    });
    expect(clash.errors?.[0].extensions?.code).toBe('CONFLICT');
    const listed = await gql<any>(admin.agent, 'query($id: ID!) { adminCalendarBlocks(propertyId: $id) { id } }', { id: villa.id });
    expect(listed.data.adminCalendarBlocks).toHaveLength(1);
    const removed = await gql<any>(admin.agent, 'mutation($id: ID!, $b: ID!) { deleteCalendarBlock(propertyId: $id, blockId: $b) { id } }', { id: villa.id, b: added.data.addCalendarBlock.id });
    expect(removed.data.deleteCalendarBlock.id).toBe(added.data.addCalendarBlock.id);
  });
});

describe('iCal export', () => {
  it('lists bookings and blocks as all-day events without guest data; rotating the URL retires the old one', async () => {
    const villa = await createVilla(app.db);
    expect((await book(villa.id, 500, 7)).status).toBe(201);
    expect((await block(villa.id, 520, 527, 'Owner Mr Smith')).status).toBe(201);
    // A long name with non-ASCII letters: the calendar name line must be folded at 75 octets, between characters.
    const longTitle = `Villa ${'Ölbaum-Äussicht '.repeat(6)}`.trim();
    await app.db.query(`UPDATE properties SET title = $2 WHERE id = $1`, [villa.id, longTitle]);
    const { exportUrl } = (await admin.agent.get(`/api/admin/properties/${villa.id}/ical`).expect(200)).body;
    expect(exportUrl).toMatch(/^https:\/\/villas\.example\/api\/ical\/[0-9a-f]+\.ics$/);
    const path = new URL(exportUrl).pathname;

    const feed = await feedText(path);
    expect(feed.status).toBe(200);
    expect(feed.type).toMatch(/^text\/calendar/);
    const { text } = feed;
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(text.replace(/\r\n /g, '')).toContain(`X-WR-CALNAME:${longTitle}\r\n`);
    expect(text).not.toContain('\uFFFD');
    expect(text).toContain(`DTSTART;VALUE=DATE:${inDays(500).replace(/-/g, '')}\r\n`);
    expect(text).toContain(`DTEND;VALUE=DATE:${inDays(507).replace(/-/g, '')}\r\n`);
    expect(text).toContain(`DTSTART;VALUE=DATE:${inDays(520).replace(/-/g, '')}\r\n`);
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(text).not.toMatch(/Ada|Lovelace|example\.com|Smith/);
    const uids = text.match(/^UID:.*$/gm);
    const again = (await feedText(path)).text;
    expect(again.match(/^UID:.*$/gm)).toEqual(uids);

    await app.http.get('/api/ical/0123456789abcdef0123456789abcdef.ics').expect(404);
    const rotated = (await admin.agent.post(`/api/admin/properties/${villa.id}/ical/rotate`).expect(200)).body;
    expect(rotated.exportUrl).not.toBe(exportUrl);
    await app.http.get(path).expect(404);
    await app.http.get(new URL(rotated.exportUrl).pathname).expect(200);
  });
});

describe('iCal import', () => {
  it('blocks the events of a feed, idempotently; removed events free their dates; conflicts are recorded', async () => {
    const villa = await createVilla(app.db);
    expect((await book(villa.id, 600, 7)).status).toBe(201);
    feeds.set('/channel.ics', {
      body: calendar([
        { uid: 'a@channel', start: inDays(620), end: inDays(625) },
        { uid: 'b@channel', start: inDays(630), end: inDays(632) },
        { uid: 'clash@channel', start: inDays(603), end: inDays(610), summary: 'Overlapping stay' },
      ]),
    });
    const feed = await addFeed(villa.id, '/channel.ics');
    expect(feed).toMatchObject({ url: `${feedBase}/channel.ics`, lastSyncedAt: null, lastError: null, blockCount: 0 });

    const [synced] = await sync(villa.id);
    expect(synced.lastError).toBeNull();
    expect(synced.lastSyncedAt).not.toBeNull();
    expect(synced.blockCount).toBe(2);
    expect(synced.conflicts).toEqual([expect.objectContaining({ uid: 'clash@channel', checkIn: inDays(603), checkOut: inDays(610), summary: 'Overlapping stay' })]);
    expect(await bookedRanges(villa.id, 590, 640)).toEqual([
      { checkIn: inDays(600), checkOut: inDays(607) },
      { checkIn: inDays(620), checkOut: inDays(625) },
      { checkIn: inDays(630), checkOut: inDays(632) },
    ]);
    const blocks = (await admin.agent.get(`/api/admin/properties/${villa.id}/blocks`).expect(200)).body;
    expect(blocks.every((b: any) => b.importId === feed.id)).toBe(true);

    const [again] = await sync(villa.id);
    expect(again.blockCount).toBe(2);
    expect((await admin.agent.get(`/api/admin/properties/${villa.id}/blocks`).expect(200)).body.map((b: any) => b.id)).toEqual(blocks.map((b: any) => b.id));

    // b leaves the feed, a moves, the clash is gone.
    feeds.set('/channel.ics', { body: calendar([{ uid: 'a@channel', start: inDays(621), end: inDays(626) }]) });
    const [changed] = await sync(villa.id);
    expect(changed).toMatchObject({ blockCount: 1, conflicts: [] });
    expect(await bookedRanges(villa.id, 590, 640)).toEqual([
      { checkIn: inDays(600), checkOut: inDays(607) },
      { checkIn: inDays(621), checkOut: inDays(626) },
    ]);

    // A booking over an imported block is refused like one over any block.
    expect((await book(villa.id, 622, 2)).status).toBe(409);

    await admin.agent.delete(`/api/admin/properties/${villa.id}/ical-imports/${feed.id}`).expect(200);
    expect(await bookedRanges(villa.id, 590, 640)).toEqual([{ checkIn: inDays(600), checkOut: inDays(607) }]);
    expect((await admin.agent.get(`/api/admin/properties/${villa.id}/ical-imports`).expect(200)).body).toEqual([]);
  });

  it('records unreachable and malformed feeds as translated errors and keeps their blocks', async () => {
    const villa = await createVilla(app.db);
    feeds.set('/flaky.ics', { body: calendar([{ uid: 'x@flaky', start: inDays(700), end: inDays(702) }]) });
    await addFeed(villa.id, '/flaky.ics');
    expect((await sync(villa.id))[0].blockCount).toBe(1);

    feeds.set('/flaky.ics', { body: 'this is not a calendar' });
    const [malformed] = await sync(villa.id);
    expect(malformed.lastError).toMatch(/^The feed is not a valid iCalendar file/);
    expect(malformed.blockCount).toBe(1);
    const german = (await admin.agent.get(`/api/admin/properties/${villa.id}/ical-imports`).set('Accept-Language', 'de').expect(200)).body;
    expect(german[0].lastError).toMatch(/^Der Feed ist keine gültige iCalendar-Datei/);

    feeds.set('/flaky.ics', { status: 500, body: 'down' });
    expect((await sync(villa.id))[0].lastError).toBe('The feed answered with HTTP status 500.');

    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const other = await createVilla(app.db);
    await admin.agent.post(`/api/admin/properties/${other.id}/ical-imports`).send({ url: `http://127.0.0.1:${port}/gone.ics` }).expect(201);
    const [unreachable] = await sync(other.id);
    expect(unreachable.lastError).toBe('The feed could not be fetched: ECONNREFUSED.');
    expect(unreachable.lastSyncedAt).not.toBeNull();

    feeds.set('/flaky.ics', { body: calendar([{ uid: 'x@flaky', start: inDays(700), end: inDays(702) }]) });
    expect((await sync(villa.id))[0]).toMatchObject({ lastError: null, blockCount: 1 });
  });

  it("blocks the same dates in villa B when B imports villa A's exported feed", async () => {
    const villaA = await createVilla(app.db);
    const villaB = await createVilla(app.db);
    expect((await book(villaA.id, 150, 7)).status).toBe(201);
    expect((await block(villaA.id, 160, 164)).status).toBe(201);
    const { exportUrl } = (await admin.agent.get(`/api/admin/properties/${villaA.id}/ical`).expect(200)).body;
    feeds.set('/villa-a.ics', { body: (await feedText(new URL(exportUrl).pathname)).text });
    await addFeed(villaB.id, '/villa-a.ics');
    const [feed] = await sync(villaB.id);
    expect(feed).toMatchObject({ lastError: null, blockCount: 2, conflicts: [] });
    expect(await bookedRanges(villaB.id, 140, 180)).toEqual(await bookedRanges(villaA.id, 140, 180));
    expect(await bookedRanges(villaB.id, 140, 180)).toEqual([
      { checkIn: inDays(150), checkOut: inDays(157) },
      { checkIn: inDays(160), checkOut: inDays(164) },
    ]);
  });

  it('two villas importing each other\'s feeds (two channels in step) block each other\'s dates without echo conflicts', async () => {
    const villaA = await createVilla(app.db);
    const villaB = await createVilla(app.db);
    expect((await block(villaA.id, 170, 175)).status).toBe(201);
    expect((await block(villaB.id, 180, 182)).status).toBe(201);
    const exportPath = async (villaId: string) => new URL((await admin.agent.get(`/api/admin/properties/${villaId}/ical`).expect(200)).body.exportUrl).pathname;
    const pathA = await exportPath(villaA.id);
    const pathB = await exportPath(villaB.id);
    await addFeed(villaA.id, `/echo-b.ics`);
    await addFeed(villaB.id, `/echo-a.ics`);
    for (let round = 0; round < 2; round += 1) {
      feeds.set('/echo-a.ics', { body: (await feedText(pathA)).text });
      feeds.set('/echo-b.ics', { body: (await feedText(pathB)).text });
      const [feedOfA] = await sync(villaA.id);
      const [feedOfB] = await sync(villaB.id);
      expect(feedOfA.conflicts).toEqual([]);
      expect(feedOfB.conflicts).toEqual([]);
    }
    const both = [
      { checkIn: inDays(170), checkOut: inDays(175) },
      { checkIn: inDays(180), checkOut: inDays(182) },
    ];
    expect(await bookedRanges(villaA.id, 160, 190)).toEqual(both);
    expect(await bookedRanges(villaB.id, 160, 190)).toEqual(both);
  });

  it('refuses feed URLs that are not http(s), and duplicates, with translated messages naming the field', async () => {
    const villa = await createVilla(app.db);
    const ftp = await admin.agent.post(`/api/admin/properties/${villa.id}/ical-imports`).send({ url: 'ftp://example.com/cal.ics' });
    expect(ftp.status).toBe(400);
    expect(ftp.body).toMatchObject({ field: 'url', message: 'url must be a web address starting with http:// or https://.' });
    await addFeed(villa.id, '/dup.ics');
    const dup = await admin.agent.post(`/api/admin/properties/${villa.id}/ical-imports`).send({ url: `${feedBase}/dup.ics` });
    expect(dup.status).toBe(409);
    expect(dup.body.field).toBe('url');
  });
});

describe('reading feeds (ical.js)', () => {
  it('reads all-day, timed, duration, folded and cancelled events as stays', () => {
    const text = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Other channel//EN',
      'BEGIN:VEVENT',
      'UID:all-day@x',
      'DTSTART;VALUE=DATE:20300601',
      'DTEND;VALUE=DATE:20300608',
      'SUMMARY:Reserved for a long',
      '  name',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:timed@x',
      'DTSTART;TZID=Europe/Athens:20300610T160000',
      'DTEND;TZID=Europe/Athens:20300613T100000',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:duration@x',
      'DTSTART;VALUE=DATE:20300620',
      'DURATION:P3D',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:one-day@x',
      'DTSTART;VALUE=DATE:20300701',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:cancelled@x',
      'STATUS:CANCELLED',
      'DTSTART;VALUE=DATE:20300801',
      'DTEND;VALUE=DATE:20300805',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    expect(readCalendar(text)).toEqual([
      { uid: 'all-day@x', checkIn: '2030-06-01', checkOut: '2030-06-08', summary: 'Reserved for a long name' },
      { uid: 'timed@x', checkIn: '2030-06-10', checkOut: '2030-06-14', summary: '' },
      { uid: 'duration@x', checkIn: '2030-06-20', checkOut: '2030-06-23', summary: '' },
      { uid: 'one-day@x', checkIn: '2030-07-01', checkOut: '2030-07-02', summary: '' },
    ]);
  });

  it('refuses text that is not an iCalendar file, and events without UID', () => {
    expect(() => readCalendar('<html>Not found</html>')).toThrow(expect.objectContaining({ messageKey: 'ical.malformed' }));
    expect(() => readCalendar('BEGIN:VCARD\r\nVERSION:4.0\r\nEND:VCARD')).toThrow(expect.objectContaining({ messageKey: 'ical.malformed' }));
    expect(() => readCalendar('BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART;VALUE=DATE:20300601\r\nEND:VEVENT\r\nEND:VCALENDAR')).toThrow(expect.objectContaining({ messageKey: 'ical.malformed' }));
  });
});

describe('scheduled sync', () => {
  it('syncs a new feed at once and every feed again on the ICAL_SYNC_INTERVAL schedule, through the job runner', async () => {
    expect(loadConfig({}).calendar.syncEveryMs).toBe(30 * 60_000);
    const every = calendarFeedSync.every as (config: ReturnType<typeof loadConfig>) => number;
    expect(every(loadConfig({ ICAL_SYNC_INTERVAL: '5m' }))).toBe(5 * 60_000);

    const villa = await createVilla(app.db);
    feeds.set('/scheduled.ics', { body: calendar([{ uid: 'first@scheduled', start: inDays(450), end: inDays(455) }]) });
    await addFeed(villa.id, '/scheduled.ics');
    const runner = new JobRunner({ db: app.db, config: app.config }, [calendarFeedSync, calendarFeedFirstSync as JobDefinition]);
    await app.db.query(`DELETE FROM job_schedules WHERE name = 'calendar.syncFeeds'`);
    const first = await runner.round();
    expect(first.failed).toBe(0);
    expect(await bookedRanges(villa.id, 440, 470)).toEqual([{ checkIn: inDays(450), checkOut: inDays(455) }]);

    feeds.set('/scheduled.ics', { body: calendar([{ uid: 'first@scheduled', start: inDays(460), end: inDays(462) }]) });
    expect((await runner.round()).scheduled).not.toContain('calendar.syncFeeds'); // not due yet
    expect(await bookedRanges(villa.id, 440, 470)).toEqual([{ checkIn: inDays(450), checkOut: inDays(455) }]);
    await app.db.query(`UPDATE job_schedules SET next_run_at = now() - interval '1 second' WHERE name = 'calendar.syncFeeds'`);
    const due = await runner.round();
    expect(due).toMatchObject({ scheduled: ['calendar.syncFeeds'], failed: 0 });
    expect(await bookedRanges(villa.id, 440, 470)).toEqual([{ checkIn: inDays(460), checkOut: inDays(462) }]);
  });
});

describe('feed URL guard', () => {
  it('treats loopback, private, link-local and mapped addresses as private, public ones as public', () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', 'fe80::1', 'fd00::1', '::ffff:127.0.0.1', '::']) {
      expect([address, isPrivateAddress(address)]).toEqual([address, true]);
    }
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111']) {
      expect([address, isPrivateAddress(address)]).toEqual([address, false]);
    }
  });

  it('refuses private hosts (literal or resolved) unless allowed', async () => {
    await expect(assertPublicFeedUrl(parseFeedUrl('http://127.0.0.1:8080/x.ics', 'url'), 'url', false)).rejects.toMatchObject({ messageKey: 'ical.urlPrivate', field: 'url' });
    await expect(assertPublicFeedUrl(parseFeedUrl('http://[::1]/x.ics', 'url'), 'url', false)).rejects.toMatchObject({ messageKey: 'ical.urlPrivate' });
    await expect(assertPublicFeedUrl(parseFeedUrl('http://localhost/x.ics', 'url'), 'url', false)).rejects.toMatchObject({ messageKey: 'ical.urlPrivate' });
    await expect(assertPublicFeedUrl(parseFeedUrl('http://127.0.0.1/x.ics', 'url'), 'url', true)).resolves.toBeUndefined();
    expect(() => parseFeedUrl('file:///etc/passwd', 'url')).toThrow(expect.objectContaining({ messageKey: 'ical.urlInvalid' }));
    expect(() => parseFeedUrl('http://user:pw@example.com/x.ics', 'url')).toThrow(expect.objectContaining({ messageKey: 'ical.urlInvalid' }));
  });

  it('checks the address again when fetching (a name that now resolves to loopback), and caps the size', async () => {
    feeds.set('/guarded.ics', { body: calendar([{ uid: 'g@guarded', start: inDays(10), end: inDays(12) }]) });
    const port = (feedServer.address() as AddressInfo).port;
    await expect(fetchFeed(new URL(`http://localhost:${port}/guarded.ics`), { allowPrivate: false })).rejects.toMatchObject({ messageKey: 'ical.urlPrivate' });
    await expect(fetchFeed(new URL(`${feedBase}/guarded.ics`), { allowPrivate: false })).rejects.toMatchObject({ messageKey: 'ical.urlPrivate' });
    await expect(fetchFeed(new URL(`${feedBase}/guarded.ics`), { allowPrivate: true })).resolves.toContain('BEGIN:VCALENDAR');
    await expect(fetchFeed(new URL(`${feedBase}/guarded.ics`), { allowPrivate: true, maxBytes: 100 })).rejects.toMatchObject({ messageKey: 'ical.tooLarge' });
  });

  it('refuses a loopback feed over HTTP when private addresses are not allowed', async () => {
    const strict = await startTestApp();
    try {
      const staff = await signUpAdmin(strict);
      const villa = await createVilla(strict.db);
      const res = await staff.agent.post(`/api/admin/properties/${villa.id}/ical-imports`).send({ url: `${feedBase}/channel.ics` });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ field: 'url', message: 'url: addresses in private, loopback or link-local networks are not allowed.' });
    } finally {
      await strict.close();
    }
  });
});

describe('authorization', () => {
  it('answers 401 to visitors and 403 to customers on every admin calendar route', async () => {
    const villa = await createVilla(app.db);
    const routes: [string, string][] = [
      ['get', `/api/admin/properties/${villa.id}/blocks`],
      ['post', `/api/admin/properties/${villa.id}/blocks`],
      ['delete', `/api/admin/properties/${villa.id}/blocks/00000000-0000-4000-8000-000000000000`],
      ['get', `/api/admin/properties/${villa.id}/ical`],
      ['post', `/api/admin/properties/${villa.id}/ical/rotate`],
      ['get', `/api/admin/properties/${villa.id}/ical-imports`],
      ['post', `/api/admin/properties/${villa.id}/ical-imports`],
      ['post', `/api/admin/properties/${villa.id}/ical-imports/sync`],
      ['delete', `/api/admin/properties/${villa.id}/ical-imports/00000000-0000-4000-8000-000000000000`],
    ];
    for (const [method, path] of routes) {
      expect([method, path, (await (app.http as any)[method](path).send({})).status]).toEqual([method, path, 401]);
      expect([method, path, (await (customer.agent as any)[method](path).send({})).status]).toEqual([method, path, 403]);
    }
  });
});
