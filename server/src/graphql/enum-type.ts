import { registerEnumType } from 'type-graphql';
import { enumOf } from '../../../common/enum-names';

type EnumConfig = Parameters<typeof registerEnumType>[1];

/** The GraphQL enum of a list of values (see enumOf), registered as `config.name`. */
export function enumType<T extends string>(values: readonly T[], config: EnumConfig): Record<string, T> {
  const type = enumOf<T>(values);
  registerEnumType(type, config);
  return type;
}

/** The values of an enum object made by namedEnum: `'NEWEST' | 'POPULAR'`. */
export type EnumValue<E> = E[keyof E];

/**
 * The GraphQL enum whose values are their own names, each given once with its description:
 * `namedEnum('ReviewSort', '…', { NEWEST: 'Most recent stay first.' })` is `{ NEWEST: 'NEWEST' }`.
 */
export function namedEnum<K extends string>(name: string, description: string, values: Record<K, string>): { readonly [Key in K]: Key } {
  const keys = Object.keys(values) as K[];
  const type = Object.fromEntries(keys.map((key) => [key, key])) as { [Key in K]: Key };
  const valuesConfig = Object.fromEntries(keys.map((key) => [key, { description: values[key] }])) as Record<K, { description: string }>;
  registerEnumType(type, { name, description, valuesConfig });
  return type;
}
