import type { NonEmptyArray } from 'type-graphql';
import { modules } from '../modules';

/** Every resolver class of the graph, derived from the module list (modules/index.ts). */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const resolvers = modules.flatMap((module) => module.resolvers) as NonEmptyArray<Function>;
