import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';

/**
 * An entity from a row that came back as JSON (`row_to_json`, `json_agg`), each column converted
 * as TypeORM converts it when it reads the row itself (timestamps to Date, dates as YYYY-MM-DD).
 * For a statement that returns rows of several tables at once, in one round trip.
 */
export function entityFromJson<E extends ObjectLiteral>(manager: EntityManager, target: EntityTarget<E>, row: Record<string, unknown>): E {
  const metadata = manager.connection.getMetadata(target);
  const entity = metadata.create() as Record<string, unknown>;
  for (const column of metadata.columns) {
    entity[column.propertyName] = manager.connection.driver.prepareHydratedValue(row[column.databaseName], column);
  }
  return entity as E;
}
