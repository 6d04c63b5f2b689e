import type DataLoader from 'dataloader';
import type { RequestContext } from './context';

/**
 * Per-request DataLoaders. A feature defines a loader next to its service:
 *   export const countryBySlug = defineLoader((ctx) => new DataLoader(...));
 * and uses it as `ctx.loaders.get(countryBySlug).load(slug)`. Each request gets fresh
 * instances, so nothing is cached across requests or users.
 */
export type LoaderFactory<K, V> = (ctx: RequestContext) => DataLoader<K, V>;

export function defineLoader<K, V>(factory: LoaderFactory<K, V>): LoaderFactory<K, V> {
  return factory;
}

export class LoaderRegistry {
  private readonly instances = new Map<LoaderFactory<unknown, unknown>, DataLoader<unknown, unknown>>();

  constructor(private readonly ctx: () => RequestContext) {}

  get<K, V>(factory: LoaderFactory<K, V>): DataLoader<K, V> {
    let loader = this.instances.get(factory as LoaderFactory<unknown, unknown>);
    if (!loader) {
      loader = factory(this.ctx()) as DataLoader<unknown, unknown>;
      this.instances.set(factory as LoaderFactory<unknown, unknown>, loader);
    }
    return loader as DataLoader<K, V>;
  }
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
