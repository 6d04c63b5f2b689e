import type { Logger, QueryRunner } from 'typeorm';

/**
 * Counts every SQL statement TypeORM sends, so tests and benchmarks can prove that
 * nested GraphQL fields are batched; optionally prints them (LOG_SQL=true).
 */
export class SqlLogger implements Logger {
  statementCount = 0;

  constructor(private readonly print: boolean) {}

  logQuery(query: string, parameters?: unknown[], _runner?: QueryRunner): void {
    this.statementCount += 1;
    if (this.print) console.log('[sql]', query, parameters?.length ? parameters : '');
  }

  logQueryError(error: string | Error, query: string): void {
    // Expected failures (constraint violations) are handled by callers; keep the log terse.
    if (this.print) console.warn('[sql error]', error instanceof Error ? error.message : error, query);
  }

  logQuerySlow(time: number, query: string): void {
    console.warn(`[sql slow] ${time} ms`, query.slice(0, 300));
  }

  logSchemaBuild(): void {}

  logMigration(message: string): void {
    if (this.print) console.log('[migration]', message);
  }

  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    if (level === 'warn') console.warn('[typeorm]', message);
  }
}
