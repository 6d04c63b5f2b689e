import 'reflect-metadata';
import { graphql, type GraphQLObjectType } from 'graphql';
import { Arg, buildSchema, Ctx, Field, FieldResolver, Int, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { applyDirectFields, Direct } from '../../server/src/graphql/direct-fields';

@ObjectType()
class Box {
  @Field(() => Int)
  size!: number;
}

const box = (size: number) => Object.assign(new Box(), { size });

@Resolver(() => Box)
class BoxResolver {
  @Query(() => Box)
  box(): Box {
    return box(2);
  }

  @Query(() => Box, { description: 'A plain object, not a Box: TypeGraphQL converts it before its field resolvers run.' })
  plainBox(): Box {
    return { size: 3 };
  }

  @Direct()
  @FieldResolver(() => Int)
  scaled(@Root() parent: Box, @Ctx() ctx: { factor: number }): number {
    return parent.size * ctx.factor;
  }
}

@Resolver(() => Box)
class ArgumentResolver {
  @Query(() => Int)
  one(): number {
    return 1;
  }

  @Direct()
  @FieldResolver(() => Int)
  plus(@Root() parent: Box, @Arg('by', () => Int) by: number): number {
    return parent.size + by;
  }
}

describe('@Direct() field resolvers', () => {
  it('answer through the method, whether the parent is an instance of the field\'s class or a plain object', async () => {
    const schema = await buildSchema({ resolvers: [BoxResolver], validate: false, authChecker: () => true });
    const field = () => (schema.getType('Box') as GraphQLObjectType).getFields().scaled;
    const typeGraphql = field().resolve;
    applyDirectFields(schema, [BoxResolver]);
    expect(field().resolve).not.toBe(typeGraphql);
    const result = await graphql({ schema, source: '{ box { size scaled } plainBox { size scaled } }', contextValue: { factor: 10 } });
    expect(result).toEqual({ data: { box: { size: 2, scaled: 20 }, plainBox: { size: 3, scaled: 30 } } });
  });

  it('are refused when the server starts if the method takes an argument, which TypeGraphQL would convert and validate', async () => {
    const schema = await buildSchema({ resolvers: [ArgumentResolver], validate: false, authChecker: () => true });
    expect(() => applyDirectFields(schema, [ArgumentResolver])).toThrow('@Direct() on ArgumentResolver.plus: only @Root() and @Ctx() parameters can be called directly');
  });

  it('leave a schema built without their resolver class alone', async () => {
    const schema = await buildSchema({ resolvers: [BoxResolver], validate: false, authChecker: () => true });
    expect(() => applyDirectFields(schema, [BoxResolver])).not.toThrow();
  });
});
