import { NEWSLETTER_LINK_RETENTION_DAYS } from '../../common/constants';
import { ConfigError, loadConfig } from '../../server/src/config';
import { jobList } from '../../server/src/module-list';
import { JobRunner } from '../../server/src/jobs/jobs.service';
import { signUp, type Account } from '../helpers/accounts';
import { startTestApp, type TestApp } from '../helpers/test-app';

const MAIL_DAYS = 30;

let app: TestApp;
let guest: Account;

beforeAll(async () => {
  app = await startTestApp({ MAIL_RETENTION_DAYS: String(MAIL_DAYS), PUBLIC_URL: 'https://villas.example' });
  guest = await signUp(app, { name: 'Rita Retained' });
});
afterAll(() => app.close());

/** Runs the scheduled retention job as the workers do: the real definition from the job list, through the job runner. */
async function runRetention(): Promise<void> {
  await app.db.query(`DELETE FROM job_schedules WHERE name = 'privacy.retention'`);
  const runner = new JobRunner({ db: app.db, config: app.config }, jobList.filter((job) => job.name === 'privacy.retention'));
  expect(await runner.round()).toMatchObject({ scheduled: ['privacy.retention'], done: 1, failed: 0 });
}

const ids = async (query: string, params: unknown[] = []) => ((await app.db.query(query, params)) as { id: string }[]).map((row) => row.id).sort();

describe('retention job', () => {
  it('runs on the job mechanism every hour', () => {
    expect(jobList.find((job) => job.name === 'privacy.retention')).toMatchObject({ every: 3_600_000 });
  });

  it('deletes expired sessions; a live session keeps working', async () => {
    await app.db.query(
      `INSERT INTO sessions (sid, sess, expire) VALUES ('old-session', $1, now() - interval '1 minute'), ('old-anonymous', '{"cookie":{}}', now() - interval '10 days')`,
      [JSON.stringify({ cookie: {}, userId: guest.id })],
    );
    await runRetention();
    expect(await ids(`SELECT sid AS id FROM sessions WHERE sid IN ('old-session', 'old-anonymous')`)).toEqual([]);
    expect((await guest.agent.get('/api/auth/me')).status).toBe(200);
  });

  it('deletes used and expired password reset links; an open one still resets the password', async () => {
    const [used] = await app.db.query(`INSERT INTO password_reset_tokens (user_id, token_hash, expires_at, used_at) VALUES ($1, 'used', now() + interval '30 minutes', now()) RETURNING id`, [guest.id]);
    const [expired] = await app.db.query(`INSERT INTO password_reset_tokens (user_id, token_hash, expires_at) VALUES ($1, 'expired', now() - interval '1 minute') RETURNING id`, [guest.id]);
    await app.http.post('/api/auth/forgot-password').send({ email: guest.email }).expect(200);
    const [mail] = await app.db.query(`SELECT text_body FROM mail_outbox WHERE to_address = $1 AND kind = 'password-reset'`, [guest.email]);
    const token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail.text_body)![1];

    await runRetention();

    expect(await ids(`SELECT id FROM password_reset_tokens WHERE id = ANY($1)`, [[used.id, expired.id]])).toEqual([]);
    const reset = await app.http.post('/api/auth/reset-password').send({ token, newPassword: 'fresh-secret-9' });
    expect(reset.status).toBe(200);
    guest.password = 'fresh-secret-9';
  });

  it(`deletes newsletter confirmation links ${NEWSLETTER_LINK_RETENTION_DAYS} days after they were sent or used; recent ones stay`, async () => {
    const [subscriber] = await app.db.query(`INSERT INTO newsletter_subscribers (email) VALUES ('links@example.com') RETURNING id`);
    const link = async (hash: string, createdDaysAgo: number, usedDaysAgo: number | null) =>
      (
        await app.db.query(
          `INSERT INTO newsletter_confirmation_tokens (subscriber_id, token_hash, created_at, used_at)
           VALUES ($1, $2, now() - make_interval(days => $3), CASE WHEN $4::int IS NULL THEN NULL ELSE now() - make_interval(days => $4::int) END) RETURNING id`,
          [subscriber.id, hash, createdDaysAgo, usedDaysAgo],
        )
      )[0].id as string;
    const days = NEWSLETTER_LINK_RETENTION_DAYS;
    const gone = [await link('unused-old', days + 1, null), await link('used-old', days + 5, days + 1)];
    const kept = [await link('unused-recent', days - 1, null), await link('used-recently', days + 5, days - 1)];
    await runRetention();
    expect(await ids(`SELECT id FROM newsletter_confirmation_tokens WHERE id = ANY($1)`, [[...gone, ...kept]])).toEqual(kept.sort());
  });

  it('deletes sent mail older than MAIL_RETENTION_DAYS; newer and unsent mail stays, however old', async () => {
    const mail = async (subject: string, createdDaysAgo: number, sentDaysAgo: number | null) =>
      (
        await app.db.query(
          `INSERT INTO mail_outbox (kind, to_address, subject, text_body, created_at, sent_at)
           VALUES ('test', 'someone@example.com', $1, 'body', now() - make_interval(days => $2), CASE WHEN $3::int IS NULL THEN NULL ELSE now() - make_interval(days => $3::int) END) RETURNING id`,
          [subject, createdDaysAgo, sentDaysAgo],
        )
      )[0].id as string;
    const gone = [await mail('sent long ago', MAIL_DAYS + 2, MAIL_DAYS + 1)];
    const kept = [await mail('sent recently', MAIL_DAYS + 2, MAIL_DAYS - 1), await mail('never sent', MAIL_DAYS * 5, null)];
    await runRetention();
    expect(await ids(`SELECT id FROM mail_outbox WHERE id = ANY($1)`, [[...gone, ...kept]])).toEqual(kept.sort());
  });

  it('deletes rate-limit counters whose window ended; running counters stay', async () => {
    await app.db.query(`INSERT INTO rate_limits (key, points, expire) VALUES ('test:ended', 3, $1), ('test:running', 2, $2)`, [Date.now() - 60_000, Date.now() + 600_000]);
    await runRetention();
    expect(await ids(`SELECT key AS id FROM rate_limits WHERE key LIKE 'test:%'`)).toEqual(['test:running']);
  });

  it('MAIL_RETENTION_DAYS defaults to 90 days and must be a whole number of days', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).mail.retentionDays).toBe(90);
    expect(app.config.mail.retentionDays).toBe(MAIL_DAYS);
    expect(() => loadConfig({ NODE_ENV: 'test', MAIL_RETENTION_DAYS: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'test', MAIL_RETENTION_DAYS: 'soon' })).toThrow(/MAIL_RETENTION_DAYS/);
  });
});
