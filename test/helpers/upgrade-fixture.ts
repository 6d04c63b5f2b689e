import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../server/src/paths';
import type { servedViews } from './business-activity';

export const FIXTURE_DIR = path.join(projectRoot, 'test/fixtures/upgrade');

/**
 * A committed upgrade fixture (see scripts/upgrade-fixture.ts): the release's database as SQL and
 * what the API served from it. One pair per release kept, named after the day it was made.
 */
export function fixtureFiles(release: string) {
  return { release, sql: path.join(FIXTURE_DIR, `release-${release}.sql`), expected: path.join(FIXTURE_DIR, `release-${release}.expected.json`) };
}

/** Every release whose fixture is committed, oldest first. */
export function fixtureReleases(): string[] {
  return fs
    .readdirSync(FIXTURE_DIR)
    .map((file) => /^release-(\d{4}-\d{2}-\d{2})\.sql$/.exec(file)?.[1])
    .filter((release): release is string => Boolean(release))
    .sort();
}

/** The fixture's accounts; the password is documented in the fixture's header. */
export const FIXTURE_ACCOUNTS = {
  guest: { email: 'grace.guest@fixture.example.com', password: 'fixture-password-1' },
  admin: { email: 'stella.staff@fixture.example.com', password: 'fixture-password-1' },
};

type Views = Awaited<ReturnType<typeof servedViews>>;

/**
 * The served views without what depends on the day the test runs: an unpaid instalment turns
 * from due to overdue as time passes (its amount, due date and paidAt stay).
 */
export function fixtureView(views: Views): Views {
  const orders = (views.orders as { paymentSchedule: { status: string }[] }[]).map((order) => ({
    ...order,
    paymentSchedule: order.paymentSchedule.map(({ status, ...instalment }) => (status === 'paid' ? { status, ...instalment } : instalment)),
  }));
  return { ...views, orders };
}
