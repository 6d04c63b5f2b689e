import { addDays } from '../../common/dates';
import { createMailSender, deliverPendingMail } from '../../server/src/modules/mail/mail.worker';
import { sendReviewRequests } from '../../server/src/modules/reviews/review.service';
import { gql, signUpAdmin, type Account } from '../helpers/accounts';
import { createVilla, inDays } from '../helpers/booking-factory';
import { startSmtpStandIn, type SmtpStandIn } from '../helpers/smtp-stand-in';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { checkoutInput, signedInShopper, type Shopper } from './checkout/shopper';

/**
 * Verified reviews: REVIEW_REQUEST_DELAY_DAYS after departure the guest gets a single-use link
 * (once, however many instances run the job); the review it sends waits for staff, who approve
 * or reject it with a reason (audited) and may reply; approved ones show on the villa with its rating.
 */

const DELAY = 2;
let app: TestApp;
let smtp: SmtpStandIn;
let admin: Account;
beforeAll(async () => {
  smtp = await startSmtpStandIn();
  app = await startTestApp({ SMTP_URL: smtp.url, REVIEW_REQUEST_DELAY_DAYS: String(DELAY) });
  admin = await signUpAdmin(app);
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

const REVIEW = {
  rating: 4,
  cleanliness: 5,
  location: 4,
  value: 3,
  service: 5,
  title: 'Wonderful week by the sea',
  content: 'The villa was spotless, the pool warm and Maria met us with cold lemonade. Only the road up was a little steep.',
};

/** A guest who has booked `villaId` from `from` days ahead for a week, in `locale`; answers the booking's id and departure. */
async function booked(shopper: Shopper, villaId: string, from: number, locale = 'en'): Promise<{ id: string; checkOut: string }> {
  await shopper.addStay(villaId, from, 7, 2);
  const res = await shopper.agent.post('/api/checkout').set('Accept-Language', locale).send(checkoutInput({ paymentOption: 'full', leadGuestName: 'Ada Lovelace', leadGuestEmail: shopper.user.email })).expect(201);
  return { id: res.body.bookings[0].id, checkOut: inDays(from + 7) };
}

/** Moves a booking's stay to `checkIn` for a week (bookings cannot be made in the past): the stay has then happened. */
async function moveStay(bookingId: string, checkIn: string): Promise<string> {
  const checkOut = addDays(checkIn, 7);
  await app.db.query(`UPDATE bookings SET check_in = $2::date, check_out = $3::date WHERE id = $1`, [bookingId, checkIn, checkOut]);
  return checkOut;
}

/** The review link's token from the queued e-mail of `bookingId`. */
async function tokenOf(bookingId: string): Promise<string> {
  const [row] = await app.db.query(`SELECT text_body AS text FROM mail_outbox WHERE dedupe_key = $1`, [`booking:${bookingId}:review-request:1`]);
  const token = /\/review\/([A-Za-z0-9_-]+)\?lang=/.exec(row.text)?.[1];
  if (!token) throw new Error(`no review link in: ${row.text}`);
  return token;
}

/** A completed stay of a new guest at `villaId`, with its review link. */
async function completedStay(villaId: string, prefix: string, arrivedDaysAgo = 12): Promise<{ guest: Shopper; bookingId: string; token: string }> {
  const guest = await signedInShopper(app, prefix);
  const { id } = await booked(guest, villaId, 30);
  const checkOut = await moveStay(id, inDays(-arrivedDaysAgo));
  await sendReviewRequests(app.db, app.config, addDays(checkOut, DELAY));
  return { guest, bookingId: id, token: await tokenOf(id) };
}

describe('review requests', () => {
  it('are e-mailed REVIEW_REQUEST_DELAY_DAYS after departure and not before, once however many instances run the job, in the guest’s language', async () => {
    const villa = await createVilla(app.db);
    const guest = await signedInShopper(app, 'reviewmail');
    const { id, checkOut } = await booked(guest, villa.id, 40, 'de');
    const requests = async () => (await app.db.query(`SELECT count(*)::int AS n FROM mail_outbox WHERE kind = 'review-request' AND dedupe_key = $1`, [`booking:${id}:review-request:1`]))[0].n;

    await sendReviewRequests(app.db, app.config, addDays(checkOut, DELAY - 1));
    expect(await requests()).toBe(0);
    // Two instances on the day, and a later run: one mail, one link.
    await Promise.all([sendReviewRequests(app.db, app.config, addDays(checkOut, DELAY)), sendReviewRequests(app.db, app.config, addDays(checkOut, DELAY))]);
    await sendReviewRequests(app.db, app.config, addDays(checkOut, DELAY + 1));
    expect(await requests()).toBe(1);
    expect(await app.db.query(`SELECT 1 FROM review_requests WHERE booking_id = $1`, [id])).toHaveLength(1);

    await deliverPendingMail(app.db, createMailSender(app.config), app.config.mail.from);
    const mails = smtp.to(guest.user.email).filter((mail) => mail.subject?.startsWith('Wie war Ihr Aufenthalt'));
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    const link = /https?:\/\/\S+\/review\/[A-Za-z0-9_-]+\?lang=de/.exec(mail.text ?? '')?.[0];
    expect(link).toBeDefined();
    expect(mail.text).toContain('60 Tage');
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain('Aufenthalt bewerten');
    // Only the token's hash is kept.
    const token = new URL(link!).pathname.split('/').pop()!;
    expect(JSON.stringify(await app.db.query(`SELECT * FROM review_requests WHERE booking_id = $1`, [id]))).not.toContain(token);

    // The clock of the job said the stay had ended; today it has not: the link is refused until then.
    const early = await app.http.post('/api/reviews').set('Accept-Language', 'de').send({ ...REVIEW, token }).expect(409);
    expect(early.body).toMatchObject({ code: 'CONFLICT', field: 'token' });
    expect(early.body.message).toMatch(/^Sie können diesen Aufenthalt ab dem .+ bewerten, dem Tag Ihrer Abreise\.$/);
    const { errors } = await gql(app.agent(), 'mutation($input: SubmitReviewInput!) { submitReview(input: $input) { id } }', { input: { ...REVIEW, token } });
    expect(errors?.[0].extensions).toMatchObject({ code: 'CONFLICT' });
    expect(await app.db.query(`SELECT 1 FROM reviews WHERE booking_id = $1`, [id])).toEqual([]);
  });

  it('are not sent for a cancelled booking', async () => {
    const villa = await createVilla(app.db);
    const guest = await signedInShopper(app, 'reviewcancel');
    const { id } = await booked(guest, villa.id, 30);
    const checkOut = await moveStay(id, inDays(-12));
    await app.db.query(`UPDATE bookings SET status = 'cancelled' WHERE id = $1`, [id]);
    await sendReviewRequests(app.db, app.config, addDays(checkOut, DELAY));
    expect(await app.db.query(`SELECT 1 FROM mail_outbox WHERE dedupe_key = $1`, [`booking:${id}:review-request:1`])).toEqual([]);
  });
});

describe('submitting a review', () => {
  it('works once per completed stay; bad fields are named in English and German and change nothing', async () => {
    const villa = await createVilla(app.db);
    const { bookingId, token } = await completedStay(villa.id, 'reviewer');

    const invitation = await app.http.get(`/api/reviews/invitation/${token}`).expect(200);
    expect(invitation.body).toMatchObject({ villa: villa.title, author: 'Ada L.' });

    const short = await app.http.post('/api/reviews').set('Accept-Language', 'de').send({ ...REVIEW, token, content: 'Too short.' }).expect(400);
    expect(short.body).toEqual({ code: 'BAD_USER_INPUT', field: 'content', message: 'content muss 30 bis 2000 Zeichen lang sein.' });
    const stars = await app.http.post('/api/reviews').send({ ...REVIEW, token, cleanliness: 6 }).expect(400);
    expect(stars.body).toMatchObject({ field: 'cleanliness', message: 'cleanliness must be a whole number of stars from 1 to 5.' });
    const missing = await app.http.post('/api/reviews').send({ ...REVIEW, token, title: undefined }).expect(400);
    expect(missing.body).toMatchObject({ field: 'title', message: 'title is required.' });
    const { errors } = await gql(app.agent(), 'mutation($input: SubmitReviewInput!) { submitReview(input: $input) { id } }', { input: { ...REVIEW, token, content: 'x'.repeat(2001) } });
    expect(errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'content' });
    expect(await app.db.query(`SELECT 1 FROM reviews WHERE booking_id = $1`, [bookingId])).toEqual([]);

    const sent = await app.http.post('/api/reviews').send({ ...REVIEW, token }).expect(201);
    expect(sent.body).toMatchObject({ status: 'pending', message: expect.stringContaining('Thank you for your review') });

    // Second use of the link, over REST and GraphQL: refused, nothing added.
    const again = await app.http.post('/api/reviews').set('Accept-Language', 'de').send({ ...REVIEW, token }).expect(409);
    expect(again.body.message).toBe('Dieser Aufenthalt wurde bereits bewertet: Jede Buchung kann einmal bewertet werden.');
    const replay = await gql(app.agent(), 'mutation($input: SubmitReviewInput!) { submitReview(input: $input) { id } }', { input: { ...REVIEW, token } });
    expect(replay.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT' });
    expect(await app.db.query(`SELECT 1 FROM reviews WHERE booking_id = $1`, [bookingId])).toHaveLength(1);

    // Waiting for moderation: published nowhere yet.
    const published = await app.http.get('/api/reviews').expect(200);
    expect(published.body.map((r: { title: string }) => r.title)).not.toContain(REVIEW.title);
  });

  it('is refused for an unknown or expired link', async () => {
    const unknown = await app.http.post('/api/reviews').set('Accept-Language', 'de').send({ ...REVIEW, token: 'not-a-real-token' }).expect(400);
    expect(unknown.body).toMatchObject({ field: 'token', message: 'Dieser Bewertungslink ist ungültig. Bitte verwenden Sie den Link aus Ihrer E-Mail.' });

    const villa = await createVilla(app.db);
    const guest = await signedInShopper(app, 'latereview');
    const { id } = await booked(guest, villa.id, 30);
    const checkOut = await moveStay(id, inDays(-80));
    // Sent 70 days ago: valid for 60.
    await sendReviewRequests(app.db, app.config, addDays(checkOut, DELAY));
    const token = await tokenOf(id);
    const expired = await app.http.post('/api/reviews').send({ ...REVIEW, token }).expect(400);
    expect(expired.body).toMatchObject({ field: 'token', message: expect.stringMatching(/^This review link expired on .+: links work for 60 days after they are sent\.$/) });
    const { errors } = await gql(app.agent(), 'query($token: String!) { reviewInvitation(token: $token) { villa } }', { token });
    expect(errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'token' });
  });
});

interface VillaReviews {
  property: {
    reviewCount: number;
    averageRating: number | null;
    reviews: { totalCount: number; items: { title: string; verified: boolean; source: string; date: string; reply: string | null; cleanliness: number | null }[] };
  };
}
const VILLA_REVIEWS = 'query($id: ID!) { property(id: $id) { reviewCount averageRating reviews { totalCount items { title verified source date reply cleanliness } } } }';

describe('moderation', () => {
  it('queues new reviews for staff, who reject with a reason or approve, every decision audited; approved ones show on the villa with the reply and rating', async () => {
    const villa = await createVilla(app.db);
    const first = await completedStay(villa.id, 'moderated');
    const { body: submitted } = await app.http.post('/api/reviews').send({ ...REVIEW, token: first.token }).expect(201);

    const queue = await gql<{ reviewQueue: { totalCount: number; items: { id: string; status: string; villa: string; review: { title: string; verified: boolean } }[] } }>(
      admin.agent,
      '{ reviewQueue(page: { limit: 100 }) { totalCount items { id status villa review { title verified } } } }',
    );
    expect(queue.data!.reviewQueue.items).toContainEqual({ id: submitted.id, status: 'PENDING', villa: villa.title, review: { title: REVIEW.title, verified: true } });
    const rest = await admin.agent.get('/api/admin/reviews').expect(200);
    expect(rest.body.find((r: { id: string }) => r.id === submitted.id)).toMatchObject({ status: 'pending', ratings: { overall: 4, cleanliness: 5, location: 4, value: 3, service: 5 } });

    const noNote = await admin.agent.post(`/api/admin/reviews/${submitted.id}/reject`).set('Accept-Language', 'de').send({ reason: 'other' }).expect(400);
    expect(noNote.body.field).toBe('note');
    const badReason = await admin.agent.post(`/api/admin/reviews/${submitted.id}/reject`).send({ reason: 'negative' }).expect(400);
    expect(badReason.body).toMatchObject({ field: 'reason', message: 'reason must be one of: abusive, personal_data, not_about_stay, other.' });
    const rejected = await gql<{ rejectReview: { status: string; rejectionReason: string } }>(admin.agent, 'mutation($id: ID!) { rejectReview(id: $id, input: { reason: PERSONAL_DATA }) { status rejectionReason } }', { id: submitted.id });
    expect(rejected.data!.rejectReview).toEqual({ status: 'REJECTED', rejectionReason: 'PERSONAL_DATA' });
    expect((await gql<VillaReviews>(app.agent(), VILLA_REVIEWS, { id: villa.id })).data!.property).toMatchObject({ reviewCount: 0, averageRating: null, reviews: { totalCount: 0 } });

    await admin.agent.post(`/api/admin/reviews/${submitted.id}/approve`).expect(200);
    const twice = await admin.agent.post(`/api/admin/reviews/${submitted.id}/approve`).expect(409);
    expect(twice.body.message).toBe('This review is already approved.');
    const reply = await admin.agent.put(`/api/admin/reviews/${submitted.id}/reply`).send({ reply: 'Thank you, Ada! The road is being resurfaced this winter.' }).expect(200);
    expect(reply.body.reply).toBe('Thank you, Ada! The road is being resurfaced this winter.');

    const second = await completedStay(villa.id, 'moderated2', 30);
    const { body: other } = await app.http.post('/api/reviews').send({ ...REVIEW, token: second.token, rating: 2, title: 'Not for us' }).expect(201);
    // Negative reviews are published like any other.
    await gql(admin.agent, 'mutation($id: ID!) { approveReview(id: $id) { id } }', { id: other.id });

    const shown = (await gql<VillaReviews>(app.agent(), VILLA_REVIEWS, { id: villa.id })).data!.property;
    expect(shown.reviewCount).toBe(2);
    expect(shown.averageRating).toBe(3);
    expect(shown.reviews.items).toContainEqual({ title: REVIEW.title, verified: true, source: 'GUEST', date: inDays(-12), reply: 'Thank you, Ada! The road is being resurfaced this winter.', cleanliness: 5 });
    // Search cards read the same figures with the villa's row.
    const cards = await gql<{ properties: { items: { id: string; reviewCount: number; averageRating: number | null }[] } }>(app.agent(), '{ properties(sort: NEWEST, page: { limit: 100 }) { items { id reviewCount averageRating } } }');
    expect(cards.data!.properties.items.find((card) => card.id === villa.id)).toEqual({ id: villa.id, reviewCount: 2, averageRating: 3 });

    const audit = await admin.agent.get('/api/admin/audit').query({ targetId: submitted.id }).expect(200);
    expect(audit.body.map((entry: { action: string }) => entry.action).sort()).toEqual(['REVIEW_APPROVED', 'REVIEW_REJECTED', 'REVIEW_REPLIED']);
    const rejection = audit.body.find((entry: { action: string }) => entry.action === 'REVIEW_REJECTED');
    expect(rejection).toMatchObject({ targetType: 'review', actorEmail: admin.email });
    expect(JSON.stringify(rejection.changes)).toContain('personal_data');
  });

  it('marks the seeded reviews as demo content, never as verified stays, and leaves them out of the villas’ ratings', async () => {
    const { rows } = { rows: await app.db.query(`SELECT source, verified FROM reviews WHERE booking_id IS NULL AND source = 'demo'`) as { source: string; verified: boolean }[] };
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => !row.verified)).toBe(true);
    await expect(app.db.query(`UPDATE reviews SET verified = true WHERE source = 'demo'`)).rejects.toThrow(/reviews_verified_is_guest/);
    const [demo] = await app.db.query(`SELECT property_id FROM reviews WHERE source = 'demo' AND property_id IS NOT NULL AND status = 'approved' LIMIT 1`);
    const villa = (await gql<VillaReviews>(app.agent(), VILLA_REVIEWS, { id: demo.property_id })).data!.property;
    expect(villa.reviews.items.length).toBeGreaterThan(0);
    expect(villa.reviews.items.every((review) => review.source === 'DEMO' && !review.verified)).toBe(true);
    expect(villa).toMatchObject({ reviewCount: 0, averageRating: null });
  });
});
