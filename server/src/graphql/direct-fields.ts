import { isObjectType, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import { getMetadataStorage } from 'type-graphql';

/** The field resolvers marked @Direct(), by resolver class and method. */
const marked: { target: abstract new (...args: never[]) => unknown; methodName: string }[] = [];

/**
 * Marks a @FieldResolver to be called directly once the schema is built (applyDirectFields):
 * for a search page's cards (`image`, `fromWeeklyPrice`, `flightsIncluded` on each of 24 villas)
 * TypeGraphQL's wrapper, which looks up the resolver instance, sorts and reads the parameters'
 * metadata and converts the parent for every call, cost about 7 % of a search's CPU.
 *
 * Only for a method whose parameters are @Root() and @Ctx() alone, without @Authorized or
 * middleware, in a resolver class built without constructor arguments: applyDirectFields
 * refuses anything else when the server starts. The @FieldResolver stays the field's
 * declaration (type, description, complexity).
 */
export function Direct(): MethodDecorator {
  return (prototype, methodName) => {
    marked.push({ target: prototype.constructor as abstract new (...args: never[]) => unknown, methodName: String(methodName) });
  };
}

type Method = (...args: unknown[]) => unknown;

/**
 * Points each @Direct() field of `schema` (built from `resolvers`) at its method. A parent that is
 * not an instance of the field's class (which TypeGraphQL would convert first) still goes through
 * TypeGraphQL.
 */
export function applyDirectFields(schema: GraphQLSchema, resolvers: readonly unknown[]): void {
  const storage = getMetadataStorage();
  for (const { target, methodName } of marked.filter((mark) => resolvers.includes(mark.target))) {
    const where = `@Direct() on ${target.name}.${methodName}`;
    const metadata = storage.fieldResolvers.find((resolver) => resolver.target === target && resolver.methodName === methodName);
    const objectClass = metadata?.getObjectType?.() as (abstract new (...args: never[]) => unknown) | undefined;
    if (!metadata || !objectClass) throw new Error(`${where}: not a field resolver of a built schema`);
    if (metadata.roles?.length || metadata.middlewares?.length || target.length > 0) throw new Error(`${where}: has roles, middleware or constructor arguments`);
    const params = [...(metadata.params ?? [])].sort((a, b) => a.index - b.index);
    const kinds = params.map((param) => param.kind);
    if (params.some((param) => (param.kind !== 'root' && param.kind !== 'context') || ('propertyName' in param && param.propertyName))) {
      throw new Error(`${where}: only @Root() and @Ctx() parameters can be called directly`);
    }
    const typeName = storage.objectTypes.find((type) => type.target === objectClass)?.name;
    const type = typeName ? schema.getType(typeName) : undefined;
    const field = isObjectType(type) ? type.getFields()[metadata.schemaName] : undefined;
    if (!field?.resolve) throw new Error(`${where}: no field ${typeName}.${metadata.schemaName} in the schema`);
    const wrapped: GraphQLFieldResolver<unknown, unknown> = field.resolve;
    const instance = new (target as unknown as new () => Record<string, Method>)();
    const method = instance[methodName].bind(instance);
    const call: (root: unknown, context: unknown) => unknown =
      kinds.join() === 'root,context' ? (root, context) => method(root, context) : (root, context) => method(...kinds.map((kind) => (kind === 'root' ? root : context)));
    field.resolve = (root, args, context, info) => (root instanceof objectClass ? call(root, context) : wrapped(root, args, context, info));
  }
}
