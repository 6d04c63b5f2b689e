import 'reflect-metadata';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/data-source';
import { seedIfEmpty } from './db/seed/seed';
import { startBasketCleanup } from './modules/cart/basket.cleanup';
import { startMailWorker } from './modules/mail/mail.worker';
import { ensureAdminAccount, seedDemoUsers } from './modules/users/user.bootstrap';

/** Start-up: config → database → app → listen. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  if (config.seedOnStart && (await seedIfEmpty(database.dataSource))) console.log('Seeded the demo catalogue.');
  const admin = await ensureAdminAccount(database.dataSource, config);
  if (admin === 'created' || admin === 'promoted') console.log(`Admin account ${config.auth.admin?.email} ${admin}.`);
  // Demo accounts with published passwords: only in the embedded try-it-out mode, never in production.
  if (database.embedded && config.seedOnStart && config.env !== 'production' && (await seedDemoUsers(database.dataSource))) console.log('Created the demo accounts (see README).');
  const { app, stop } = await createApp({ config, db: database.dataSource });
  const mail = startMailWorker(database.dataSource, config);
  const baskets = startBasketCleanup(database.dataSource);
  const server = app.listen(config.port, config.host, () => {
    console.log(`Listening on ${config.publicUrl} (${database.embedded ? `embedded database in ${config.dataDir}` : 'PostgreSQL server'})`);
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal}: shutting down`);
    // Never hang on a stuck connection: in-flight work had its chance, the database is crash-safe.
    setTimeout(() => process.exit(0), 5000).unref();
    server.close(() => {
      void Promise.all([stop(), mail.stop(), baskets.stop()])
        .then(() => database.close())
        .finally(() => process.exit(0));
    });
    server.closeAllConnections();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
  process.exit(1);
});
