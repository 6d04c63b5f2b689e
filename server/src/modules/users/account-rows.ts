import DataLoader from 'dataloader';
import { Authorized, Ctx, FieldResolver, Resolver, Root, type ClassType } from 'type-graphql';
import { In, type FindOptionsOrder, type FindOptionsWhere, type ObjectLiteral } from 'typeorm';
import { RELATION_COST_ESTIMATE, listComplexity } from '../../graphql/limits';
import type { LoaderFactory, RequestContext } from '../../graphql/context';
import { defineLoader, groupByKeys } from '../../graphql/loaders';
import { Role } from './authorization';
import { accountOf } from './user.loaders';
import { User } from './user.entity';

/*
 * Rows that keep the id of the account they were made with (orders, bookings, payments), as
 * staff see them: an account's rows (`User.orders` …) and a row's account (`Order.user` …).
 */

type AccountRow = ObjectLiteral & { userId: string | null };

/** Each account's rows of `Row` in `order`, one statement per request. */
export function rowsByUser<T extends AccountRow>(Row: ClassType<T>, order: FindOptionsOrder<T>): LoaderFactory<string, T[]> {
  return defineLoader(
    (ctx) =>
      new DataLoader<string, T[]>(async (userIds) => {
        const rows = await ctx.manager.getRepository(Row).find({ where: { userId: In([...userIds]) } as FindOptionsWhere<T>, order });
        return groupByKeys(userIds, rows, (row) => row.userId!);
      }),
  );
}

/** The resolver of `User.<field>`: an account's rows, admins only. */
export function accountRowsResolver<T extends AccountRow>(Row: ClassType<T>, field: string, description: string, byUser: LoaderFactory<string, T[]>) {
  @Resolver(() => User)
  class AccountRowsResolver {
    // Named after the field: TypeGraphQL matches a field resolver to its field by the method's name.
    @Authorized(Role.Admin)
    @FieldResolver(() => [Row], { description, complexity: listComplexity(RELATION_COST_ESTIMATE) })
    [field](@Ctx() ctx: RequestContext, @Root() user: User): Promise<T[]> {
      return ctx.loaders.get(byUser).load(user.id);
    }
  }
  return AccountRowsResolver;
}

/**
 * A base for the staff fields of a row: `user`, the row's account (null once it was deleted),
 * admins only. Extend it with `@Resolver(() => Row)` and add the row's other staff fields.
 */
export function RowAccountResolver<T extends AccountRow>(Row: ClassType<T>, description: string) {
  @Resolver(() => Row)
  abstract class RowAccount {
    @Authorized(Role.Admin)
    @FieldResolver(() => User, { nullable: true, description })
    user(@Ctx() ctx: RequestContext, @Root() row: T): Promise<User | null> {
      return accountOf(ctx, row.userId);
    }
  }
  return RowAccount;
}
