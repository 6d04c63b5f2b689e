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
