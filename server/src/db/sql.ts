import type { EntityManager } from 'typeorm';

/** A request context, a transaction's context or the DataSource: anything with an entity manager. */
export interface SqlExecutor {
  manager: EntityManager;
}

export interface SqlResult<Row> {
  /** The rows of a SELECT, or of an INSERT, UPDATE or DELETE with RETURNING. */
  rows: Row[];
  /** How many rows the statement returned or touched. */
  count: number;
}

/**
 * Raw SQL, for what a repository or the query builder cannot say: locks, ON CONFLICT, ranges,
 * set operations (see the README's data access rule). Joins the caller's transaction when
 * there is one. Always answers the same shape, whatever the statement, so no caller unpacks
 * TypeORM's `[rows, count]` for UPDATE and DELETE by hand.
 */
export async function sql<Row extends object = Record<string, unknown>>(on: SqlExecutor, text: string, params: unknown[] = []): Promise<SqlResult<Row>> {
  const { manager } = on;
  const runner = manager.queryRunner ?? manager.connection.createQueryRunner();
  try {
    const result = await runner.query(text, params, true);
    const rows = (result.records ?? []) as Row[];
    return { rows, count: result.affected ?? rows.length };
  } finally {
    if (!manager.queryRunner) await runner.release();
  }
}

/** PostgreSQL's SQLSTATE of a failed query, whether `pg` or TypeORM (driverError) threw it. */
export function pgErrorCode(error: unknown): string | undefined {
  const { code, driverError } = (error ?? {}) as { code?: unknown; driverError?: { code?: unknown } };
  const found = typeof code === 'string' ? code : driverError?.code;
  return typeof found === 'string' ? found : undefined;
}

export const PG_UNIQUE_VIOLATION = '23505';
export const PG_EXCLUSION_VIOLATION = '23P01';
/** Deadlock or serialization failure: PostgreSQL rolled the transaction back and a retry may succeed. */
export const PG_TRANSIENT = ['40P01', '40001'];
