import type { LoaderFactory } from './context';

/**
 * Declares a per-request DataLoader next to a feature's service:
 *   export const countryBySlug = defineLoader((ctx) => new DataLoader(...));
 * used as `ctx.loaders.get(countryBySlug).load(slug)` (see LoaderRegistry in context.ts).
 */
export function defineLoader<K, V>(factory: LoaderFactory<K, V>): LoaderFactory<K, V> {
  return factory;
}

/** Orders rows to match the keys DataLoader asked for; missing keys give null. */
export function byKeys<K, V>(keys: readonly K[], rows: V[], keyOf: (row: V) => K): (V | null)[] {
  const map = new Map(rows.map((row) => [keyOf(row), row]));
  return keys.map((key) => map.get(key) ?? null);
}

/** Groups rows per key for one-to-many loaders; keys with no rows give []. */
export function groupByKeys<K, V>(keys: readonly K[], rows: V[], keyOf: (row: V) => K): V[][] {
  const map = new Map<K, V[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const list = map.get(key);
    if (list) list.push(row);
    else map.set(key, [row]);
  }
  return keys.map((key) => map.get(key) ?? []);
}
