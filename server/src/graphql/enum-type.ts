import { registerEnumType } from 'type-graphql';
import { enumOf } from '../../../common/enum-names';

type EnumConfig = Parameters<typeof registerEnumType>[1];

/** The GraphQL enum of a list of values (see enumOf), registered as `config.name`. */
export function enumType<T extends string>(values: readonly T[], config: EnumConfig): Record<string, T> {
  const type = enumOf<T>(values);
  registerEnumType(type, config);
  return type;
}
