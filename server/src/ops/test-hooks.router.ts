import express, { Router } from 'express';
import { isIsoDate } from '../../../common/dates';
import type { AppServices } from '../graphql/context';
import type { FeatureModule } from '../modules/feature-module';
import { log } from '../logger';

/**
 * TEST_HOOKS only (browser tests; the configuration refuses it in production): POST
 * /api/test-hooks/jobs/:name runs one of the modules' background jobs now, with the JSON body as
 * its payload (e.g. `{ "today": "2027-03-01" }` for the balance job, to run it on a due date), and
 * answers what it returned. A job the server does not have is 404. POST
 * /api/test-hooks/orders/:id/stay-dates `{ checkIn, checkOut }` moves the order's stays to those
 * dates, which may lie in the past (a stay that has ended, for the review request), something the
 * booking rules never allow a guest or staff.
 */
export function testHooksRouter(services: AppServices, modules: readonly FeatureModule[]): Router {
  const jobs = new Map(modules.flatMap((module) => module.jobs ?? []).map((job) => [job.name, job]));
  return Router()
    .post('/orders/:id/stay-dates', express.json({ limit: '1kb' }), async (req, res) => {
      const { checkIn, checkOut } = (req.body ?? {}) as { checkIn?: unknown; checkOut?: unknown };
      if (typeof checkIn !== 'string' || typeof checkOut !== 'string' || !isIsoDate(checkIn) || !isIsoDate(checkOut) || checkOut <= checkIn) {
        return void res.status(400).json({ message: 'checkIn and checkOut: two dates (YYYY-MM-DD), checkOut after checkIn.' });
      }
      const moved = (await services.db.query(`WITH moved AS (UPDATE bookings SET check_in = $2, check_out = $3 WHERE order_id::text = $1 RETURNING id) SELECT id FROM moved`, [String(req.params.id), checkIn, checkOut])) as { id: string }[];
      if (!moved.length) return void res.status(404).json({ message: `No stays of order ${String(req.params.id)}.` });
      res.json({ moved: moved.map((row) => row.id) });
    })
    .post('/jobs/:name', express.json({ limit: '10kb' }), async (req, res) => {
      const job = jobs.get(String(req.params.name));
      if (!job) return void res.status(404).json({ message: `No job ${String(req.params.name)}.` });
      const payload = req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};
      try {
        const result = await job.run({ db: services.db, config: services.config }, payload);
        res.json({ job: job.name, result: result ?? null });
      } catch (error) {
        log().error({ err: error, job: job.name }, 'test hook: the job failed');
        res.status(500).json({ message: 'The job failed.' });
      }
    });
}
