// Tells Apollo Client that operation types come from GraphQL Codegen, so data masking
// (dataMasking: true in lib/apollo.ts) is reflected in the types of every hook.
import { type GraphQLCodegenDataMasking } from '@apollo/client/masking';

declare module '@apollo/client' {
  // Declaration merging needs an interface, even an empty one.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface TypeOverrides extends GraphQLCodegenDataMasking.TypeOverrides {}
}
