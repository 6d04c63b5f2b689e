import { enqueueJob, JobRunner, jobRetryDelaySeconds, type JobDefinition } from '../../server/src/jobs/jobs.service';
import { jobList } from '../../server/src/module-list';
import { startTestApp, type TestApp } from '../helpers/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());
beforeEach(() => app.db.query('DELETE FROM jobs; DELETE FROM job_schedules'));

const services = () => ({ db: app.db, config: app.config });
const jobRows = () => app.db.query(`SELECT name, payload, attempts, done_at IS NOT NULL AS done, failed_at IS NOT NULL AS failed, last_error FROM jobs ORDER BY id`);

function recorder(name: string, options: Partial<JobDefinition> = {}) {
  const runs: Record<string, unknown>[] = [];
  const definition: JobDefinition = { name, run: async (_services, payload) => void runs.push(payload), ...options };
  return { runs, definition };
}

describe('background jobs', () => {
  it("the workers run every module's jobs, each under one name", () => {
    const names = jobList.map((job) => job.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual(
      [
        'baskets.cleanup',
        'calendar.syncFeed',
        'calendar.syncFeeds',
        'jobs.cleanup',
        'mail.deliver',
        'orders.balanceReminders',
        'orders.chargeBalances',
        'orders.expireHolds',
        'orders.markOverdue',
        'orders.releaseDamageDeposits',
        'payments.settleRefunds',
        'privacy.retention',
        'reviews.requests',
        'tokens.cleanup',
        'trips.arrivalGuides',
      ].sort(),
    );
  });

  it('a job queued in a transaction that rolls back never runs; a committed one runs once', async () => {
    const { runs, definition } = recorder('test.echo');
    await app.db
      .transaction(async (manager) => {
        await enqueueJob(manager, 'test.echo', { n: 1 });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await app.db.transaction((manager) => enqueueJob(manager, 'test.echo', { n: 2 }));
    const runner = new JobRunner(services(), [definition]);
    expect(await runner.round()).toMatchObject({ done: 1, failed: 0 });
    expect(await runner.round()).toMatchObject({ done: 0, failed: 0 });
    expect(runs).toEqual([{ n: 2 }]);
    expect(await jobRows()).toEqual([expect.objectContaining({ name: 'test.echo', attempts: 1, done: true, failed: false })]);
  });

  it('waits for run_at, and a singleton key keeps one open job per key', async () => {
    const { runs, definition } = recorder('test.later');
    expect(await enqueueJob(app.db.manager, 'test.later', { n: 1 }, { singletonKey: 'booking-1' })).toBe(true);
    expect(await enqueueJob(app.db.manager, 'test.later', { n: 2 }, { singletonKey: 'booking-1' })).toBe(false);
    await enqueueJob(app.db.manager, 'test.later', { n: 3 }, { runAt: new Date(Date.now() + 60_000) });
    const runner = new JobRunner(services(), [definition]);
    await runner.round();
    expect(runs).toEqual([{ n: 1 }]);
    // Done: the key is free again.
    expect(await enqueueJob(app.db.manager, 'test.later', { n: 4 }, { singletonKey: 'booking-1' })).toBe(true);
  });

  it('retries a failing job with backoff and marks it failed after its last attempt', async () => {
    let calls = 0;
    const flaky: JobDefinition = { name: 'test.flaky', run: async () => { calls += 1; throw new Error(`SMTP down ${calls}`); } };
    await enqueueJob(app.db.manager, 'test.flaky', {}, { maxAttempts: 2 });
    const runner = new JobRunner(services(), [flaky]);
    expect(await runner.round()).toMatchObject({ failed: 1 });
    const [first] = await app.db.query(`SELECT attempts, extract(epoch FROM run_at - now()) AS wait, last_error FROM jobs`);
    expect(first).toMatchObject({ attempts: 1, last_error: 'SMTP down 1' });
    expect(Number(first.wait)).toBeGreaterThan(5);
    expect(await runner.round()).toMatchObject({ failed: 0, done: 0 });
    await app.db.query(`UPDATE jobs SET run_at = now()`);
    await runner.round();
    expect(await jobRows()).toEqual([expect.objectContaining({ attempts: 2, failed: true, done: false, last_error: 'SMTP down 2' })]);
    expect(calls).toBe(2);
    expect([1, 2, 3].map(jobRetryDelaySeconds)).toEqual([10, 20, 40]);
  });

  it('two runners polling together (two instances) run each job exactly once', async () => {
    const { runs, definition } = recorder('test.count');
    for (let n = 0; n < 30; n += 1) await enqueueJob(app.db.manager, 'test.count', { n });
    const a = new JobRunner(services(), [definition]);
    const b = new JobRunner(services(), [definition]);
    for (let i = 0; i < 4; i += 1) await Promise.all([a.round(), b.round()]);
    expect(runs.map((p) => p.n).sort((x, y) => Number(x) - Number(y))).toEqual(Array.from({ length: 30 }, (_, n) => n));
  });

  it('a recurring job runs once per interval however many instances poll', async () => {
    const { runs, definition } = recorder('test.tick', { every: 60_000 });
    const a = new JobRunner(services(), [definition]);
    const b = new JobRunner(services(), [definition]);
    const rounds = await Promise.all([a.round(), b.round(), a.round(), b.round()]);
    expect(rounds.flatMap((r) => r.scheduled)).toEqual(['test.tick']);
    await Promise.all([a.round(), b.round()]);
    expect(runs).toHaveLength(1);
    // The next interval comes: exactly one more run.
    await app.db.query(`UPDATE job_schedules SET next_run_at = now()`);
    await Promise.all([a.round(), b.round()]);
    await Promise.all([a.round(), b.round()]);
    expect(runs).toHaveLength(2);
  });
});
