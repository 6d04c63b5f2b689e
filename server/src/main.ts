import 'reflect-metadata';
import http from 'node:http';
import express from 'express';
import { createApp } from './app';
import { createHttpServer } from './http-server';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/data-source';
import { seedIfEmpty } from './db/seed/seed';
import { installMessages } from './i18n/messages';
import { JobRunner, startJobWorker } from './jobs/jobs.service';
import { configureLogging, log, wantsPrettyLogs } from './logger';
import { entities, jobList, modules } from './module-list';
import { ensureAdminAccount, seedDemoUsers } from './modules/auth/accounts.bootstrap';
import { metricsHandler } from './ops/health.router';

/**
 * Start-up: config → messages → database → app → listen. The module list is handed down from
 * here: its messages to the catalogue, its entities to the data source, the modules to the app,
 * their jobs to the workers.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  configureLogging({ level: config.logLevel, pretty: wantsPrettyLogs(config.env) });
  // A message key that two modules declare stops the server here.
  installMessages(modules);
  const database = await openDatabase(config, { entities });
  await database.atStartup(async () => {
    if (config.seedOnStart && (await seedIfEmpty(database.dataSource))) log().info('seeded the demo catalogue');
    const admin = await ensureAdminAccount(database.dataSource, config);
    if (admin === 'created' || admin === 'promoted') log().info({ email: config.auth.admin?.email }, `admin account ${admin}`);
    // Demo accounts with published passwords: only in the embedded try-it-out mode, never in production.
    if (database.embedded && config.seedOnStart && config.env !== 'production' && (await seedDemoUsers(database.dataSource))) log().info('created the demo accounts (see README)');
  });
  const { app, lifecycle, stop } = await createApp({ config, db: database.dataSource }, modules);
  if (config.env === 'production' && !config.mail.smtpUrl) log().warn('SMTP_URL is not set: e-mails (including password reset links) are written to the log, not sent');
  const jobs = startJobWorker(new JobRunner({ db: database.dataSource, config }, jobList), config.ops.jobPollMs);
  const server = createHttpServer(app).listen(config.port, config.host, () => {
    log().info({ url: config.publicUrl, database: database.embedded ? `embedded in ${config.dataDir}` : 'PostgreSQL server' }, 'listening');
  });
  // Before listening (a port taken, an address not ours) nothing can be served: said plainly, and
  // the process ends. Afterwards (a connection not accepted, say) the server goes on: logged only.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (server.listening) {
      log().error({ err: error }, 'server error');
      return;
    }
    log().fatal({ code: error.code, port: config.port, host: config.host }, `cannot listen on ${config.host}:${config.port}: ${error.code ?? error.message}`);
    process.exit(1);
  });
  server.keepAliveTimeout = config.ops.keepAliveTimeoutMs;
  // Node closes a connection whose request headers take longer than this; it must outlast the keep-alive.
  server.headersTimeout = config.ops.keepAliveTimeoutMs + 1000;
  const metricsServer = config.ops.metricsPort ? http.createServer(express().get('/metrics', metricsHandler(undefined))).listen(config.ops.metricsPort, config.host) : undefined;

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    // Readiness fails first so a load balancer stops sending; requests in flight may finish
    // within the grace period, then the workers finish their round and the pool closes.
    lifecycle.shuttingDown = true;
    log().info({ signal, graceMs: config.ops.shutdownGraceMs }, 'shutting down');
    const hardStop = setTimeout(() => {
      log().warn('grace period over: closing the remaining connections');
      server.closeAllConnections();
    }, config.ops.shutdownGraceMs);
    hardStop.unref();
    setTimeout(() => process.exit(0), config.ops.shutdownGraceMs + 5000).unref();
    metricsServer?.close();
    server.close(() => {
      clearTimeout(hardStop);
      void Promise.all([stop(), jobs.stop()])
        .then(() => database.close())
        .then(() => log().info('stopped'))
        .finally(() => process.exit(0));
    });
    // Idle keep-alive connections would hold server.close() open until the grace period ends:
    // closed now, and so is each connection whose request in flight is answered meanwhile.
    server.closeIdleConnections();
    setInterval(() => server.closeIdleConnections(), 100).unref();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) log().fatal(`Configuration error: ${error.message}`);
  else log().fatal({ err: error }, 'start-up failed');
  process.exit(1);
});
