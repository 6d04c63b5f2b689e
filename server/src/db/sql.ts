import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
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
  /** Planned for its own values on every run, never with a generic plan (see useCustomPlanPool). */
  readonly customPlans?: boolean;
}

const preparedByText = new Map<string, PreparedStatement>();

/**
 * `text` as a statement kept parsed on each connection. With `customPlans` it is still planned
 * for the values of each run: for a statement whose best plan depends on them (how many villas a
 * place or a price band matches), where a generic plan can be a thousand times slower.
 */
export function prepared(text: string, { customPlans = false } = {}): PreparedStatement {
  const key = customPlans ? `custom\n${text}` : text;
  let statement = preparedByText.get(key);
  if (!statement) {
    const hash = createHash('sha1').update(text).digest('hex').slice(0, 24);
    statement = customPlans ? { name: `c_${hash}`, text, customPlans } : { name: `p_${hash}`, text };
    preparedByText.set(key, statement);
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

/**
 * Connections of `dataSource`'s server that plan every statement for its values
 * (plan_cache_mode=force_custom_plan), for the statements prepared with `customPlans`. Such a
 * statement is still parsed once per connection, which is a fifth of a filtered search's
 * database time, where an unnamed one is parsed and analysed again on every run. On the
 * ordinary connections the other prepared statements keep their generic plans.
 */
const customPlanPools = new WeakMap<DataSource, Pool>();

export function useCustomPlanPool(dataSource: DataSource, pool: Pool): void {
  customPlanPools.set(dataSource, pool);
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
  if (typeof statement !== 'string' && statement.customPlans) {
    // Outside a transaction on the custom-plan connections; in one (or without them) unnamed, so planned for its values all the same.
    const pool = manager.queryRunner ? undefined : customPlanPools.get(manager.connection);
    if (pool) return customPlanned<Row>(manager.connection, pool, statement, params);
    statement = statement.text;
  }
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

/** A statement on the custom-plan connections, logged (and counted) as TypeORM logs its own. */
async function customPlanned<Row extends object>(dataSource: DataSource, pool: Pool, statement: PreparedStatement, params: unknown[]): Promise<SqlResult<Row>> {
  dataSource.logger.logQuery(statement.text, params);
  try {
    const result = await pool.query<Row>({ name: statement.name, text: statement.text, values: params });
    return { rows: result.rows, count: result.rowCount ?? result.rows.length };
  } catch (error) {
    dataSource.logger.logQueryError(error as Error, statement.text, params);
    throw error;
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
