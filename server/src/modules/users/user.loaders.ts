import DataLoader from 'dataloader';
import { In } from 'typeorm';
import type { RequestContext } from '../../graphql/context';
import { byKeys, defineLoader } from '../../graphql/loaders';
import { authorize, Role } from './authorization';
import { User } from './user.entity';

/** Accounts by id, one statement per request (the account behind a booking, an order, a payment). */
export const userById = defineLoader(
  (ctx) =>
    new DataLoader<string, User | null>(async (ids) => {
      const rows = await ctx.manager.getRepository(User).findBy({ id: In([...ids]) });
      return byKeys(ids, rows, (row) => row.id);
    }),
);

/** The account that made something, for staff; null when there is none (deleted, or a visitor's). */
export async function accountOf(ctx: RequestContext, userId: string | null): Promise<User | null> {
  // The service is the last line, not only the field's @Authorized.
  authorize(ctx, [Role.Admin]);
  return userId ? ctx.loaders.get(userById).load(userId) : null;
}
