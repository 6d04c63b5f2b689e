import { createHash } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';

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
 * A statement PostgreSQL keeps parsed on each connection, under a name taken from its text, so a
 * hot statement is parsed once per connection rather than on every request, and once PostgreSQL
 * finds a generic plan as good as a fresh one (after five runs), planned once too. For statements
 * whose text is one of a fixed few (placeholders for every value), never for text with values
 * spliced in: each distinct text stays prepared on every connection for the connection's life.
 */
export interface PreparedStatement {
  readonly name: string;
  readonly text: string;
}

const preparedByText = new Map<string, PreparedStatement>();

export function prepared(text: string): PreparedStatement {
  let statement = preparedByText.get(text);
  if (!statement) {
    statement = { name: `p_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`, text };
    preparedByText.set(text, statement);
  }
  return statement;
}

/**
 * Data sources whose connections are each a server process of their own (a PostgreSQL server).
 * Not the embedded PGlite: its one backend outlives the pool's connections, so a new connection
 * would find the statements an earlier one prepared, and preparing them again fails.
 */
const preparesStatements = new WeakSet<DataSource>();

export function usePreparedStatements(dataSource: DataSource): void {
  preparesStatements.add(dataSource);
}

/** What pg's query() takes for `statement` on `dataSource`'s connections: named where statements can be prepared. */
export function queryFor(dataSource: DataSource, statement: PreparedStatement): string | { name: string; text: string; toString(): string } {
  return preparesStatements.has(dataSource) ? { ...statement, toString: () => statement.text } : statement.text;
}

/**
 * Raw SQL, for what a repository or the query builder cannot say: locks, ON CONFLICT, ranges,
 * set operations (see the README's data access rule); a PreparedStatement for a hot one. Joins the caller's transaction when
 * there is one. Always answers the same shape, whatever the statement, so no caller unpacks
 * TypeORM's `[rows, count]` for UPDATE and DELETE by hand.
 */
export async function sql<Row extends object = Record<string, unknown>>(on: SqlExecutor, statement: string | PreparedStatement, params: unknown[] = []): Promise<SqlResult<Row>> {
  const { manager } = on;
  const runner = manager.queryRunner ?? manager.connection.createQueryRunner();
  try {
    // TypeORM hands pg the query as given: pg runs { name, text } as a named statement, and TypeORM's log and errors see its text (toString).
    const query = typeof statement === 'string' ? statement : queryFor(manager.connection, statement);
    const result = await runner.query(query as string, params, true);
    const rows = (result.records ?? []) as Row[];
    return { rows, count: result.affected ?? rows.length };
  } finally {
    if (!manager.queryRunner) await runner.release();
  }
}

/**
 * The parameters of a statement whose text is built in pieces: `param(value)` adds a value and
 * answers its placeholder, so no placeholder is numbered by hand and each value sits next to
 * where it is used. A value used twice is added once and its placeholder written twice. The text
 * is the same whenever the pieces are added in the same order, so such a statement can be
 * prepared. Pass `values` with the text.
 */
export function sqlParams(): { values: unknown[]; param: (value: unknown) => string } {
  const values: unknown[] = [];
  return { values, param: (value) => `$${values.push(value)}` };
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

/**
 * Runs `work` (a whole transaction) again when PostgreSQL rolled it back for a deadlock or a
 * serialization failure, up to `attempts` times in all; any other failure is thrown at once.
 */
export async function withTransientRetries<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (!PG_TRANSIENT.includes(pgErrorCode(error) ?? '') || attempt >= attempts) throw error;
    }
  }
}
