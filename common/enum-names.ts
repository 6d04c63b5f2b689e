/**
 * One spelling for enumerated values: the lower-case, hyphenated words (infinity-pool,
 * car-hire, confirmed) are what URLs, REST answers and the database hold, and they are the
 * internal values of the GraphQL enums too. GraphQL names cannot hold hyphens, so the schema
 * shows each as its enum name (INFINITY_POOL); this is the only mapping between the two.
 */
export function enumName(value: string): string {
  return value.replace(/-/g, '_').toUpperCase();
}

/** The GraphQL enum of a list of values: { INFINITY_POOL: 'infinity-pool', … }. */
export function enumOf<T extends string>(values: readonly T[]): Record<string, T> {
  return Object.fromEntries(values.map((value) => [enumName(value), value]));
}
