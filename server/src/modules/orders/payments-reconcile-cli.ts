import 'reflect-metadata';
import { ConfigError, loadConfig } from '../../config';
import { openDatabase } from '../../db/data-source';
import { jobContext } from '../../graphql/context';
import { installMessages } from '../../i18n/messages';
import { entities, modules } from '../../module-list';
import { reconcilePayments, RECONCILE_ACTOR } from './payments-reconcile';

/** The time after `--since` (`--since 2027-01-01T00:00Z` or `--since=…`), or a usage error. */
export function sinceArg(args: readonly string[]): Date {
  const at = args.findIndex((arg) => arg === '--since' || arg.startsWith('--since='));
  const value = at < 0 ? undefined : args[at].startsWith('--since=') ? args[at].slice('--since='.length) : args[at + 1];
  const since = value ? new Date(value) : undefined;
  if (!since || Number.isNaN(since.getTime())) throw new ConfigError('usage: npm run payments:reconcile -- --since <ISO time> (for example --since 2027-01-01T00:00Z)');
  return since;
}

/** `npm run payments:reconcile -- --since <ISO time>`: see payments-reconcile.ts. Prints what it listed and applied. */
async function main(): Promise<void> {
  const since = sinceArg(process.argv.slice(2));
  const config = loadConfig();
  if (config.payments.provider !== 'stripe') throw new ConfigError('payments:reconcile needs Stripe (STRIPE_SECRET_KEY): the test provider sends no events');
  installMessages(modules);
  const database = await openDatabase(config, { entities });
  try {
    const summary = await reconcilePayments({ ...jobContext(database.dataSource.manager, RECONCILE_ACTOR), config }, since);
    process.stdout.write(`payments reconciled since ${since.toISOString()}: ${summary.listed} events listed, ${summary.applied} applied now, ${summary.alreadyApplied} already applied\n`);
  } finally {
    await database.close();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(error instanceof ConfigError ? `${error.message}\n` : `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 1;
  });
}
