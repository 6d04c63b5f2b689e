import type { Logger, QueryRunner } from 'typeorm';
import { log } from '../logger';

/**
 * Counts every SQL statement TypeORM sends, so tests and benchmarks can prove that
 * nested GraphQL fields are batched; optionally prints them (LOG_SQL=true).
 */
export class SqlLogger implements Logger {
  statementCount = 0;
  /** The last statement sent and its values, for a test to EXPLAIN what a request really ran. */
  lastStatement: { query: string; parameters: unknown[] } | null = null;

  constructor(private readonly print: boolean) {}

  logQuery(query: string, parameters?: unknown[], _runner?: QueryRunner): void {
    this.statementCount += 1;
    this.lastStatement = { query, parameters: parameters ?? [] };
    if (this.print) log().info({ sql: query, parameters: parameters?.length ? parameters : undefined }, 'sql');
  }

  logQueryError(error: string | Error, query: string): void {
    // Expected failures (constraint violations) are handled by callers; keep the log terse.
    if (this.print) log().warn({ sql: query, reason: error instanceof Error ? error.message : error }, 'sql error');
  }

  logQuerySlow(time: number, query: string): void {
    log().warn({ sql: query.slice(0, 300), ms: time }, 'slow sql');
  }

  logSchemaBuild(): void {}

  logMigration(message: string): void {
    if (this.print) log().info({ migration: message }, 'migration');
  }

  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    if (level === 'warn') log().warn({ detail: message }, 'typeorm');
  }
}
