import 'reflect-metadata';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/data-source';
import { seedIfEmpty } from './db/seed/seed';

/** Start-up: config → database → app → listen. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  if (config.seedOnStart && (await seedIfEmpty(database.dataSource))) console.log('Seeded the demo catalogue.');
  const { app, stop } = await createApp({ config, db: database.dataSource });
  const server = app.listen(config.port, config.host, () => {
    console.log(`Listening on ${config.publicUrl} (${database.embedded ? `embedded database in ${config.dataDir}` : 'PostgreSQL server'})`);
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal}: shutting down`);
    server.close(() => {
      void stop()
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
