import { Arg, Authorized, Ctx, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { listComplexity } from '../../graphql/limits';
import { AfterArg, DEFAULT_PAGE_LIMIT, PageInput, Paginated, type Page } from '../../graphql/pagination';
import { Role } from './authorization';
import { User } from './user.entity';
import { AdminUserFilter } from './user.types';
import { listUsers } from './user.service';

@ObjectType({ description: 'A page of accounts.' })
export class UserPage extends Paginated(User) {}

@Resolver(() => User)
export class UserResolver {
  @Authorized(Role.Admin)
  @Query(() => UserPage, { description: 'Admin: accounts, newest first, filtered by name or e-mail, admin and suspended flags.', complexity: listComplexity(DEFAULT_PAGE_LIMIT) })
  users(
    @Ctx() ctx: RequestContext,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput,
    @AfterArg() after?: string | null,
    @Arg('filter', () => AdminUserFilter, { nullable: true }) filter?: AdminUserFilter,
  ): Promise<Page<User>> {
    return listUsers(ctx, filter, page, after);
  }
}
