import { QueryFailedError } from 'typeorm';
import { AppError } from '../../errors';
import type { RequestContext } from '../../graphql/context';
import { byColumn, keysetPage, type Page, type PageInput } from '../../graphql/pagination';
import { likePattern } from '../../db/like-pattern';
import { authorize, Role } from './authorization';
import { User } from './user.entity';
import { userById } from './user.loaders';
import type { AdminUserFilter } from './user.types';

type Db = Pick<RequestContext, 'manager'>;

/** The account with this email in any letter case; with `passwordHash` filled only when asked. */
export function findUserByEmail(ctx: Db, email: string, options: { withPasswordHash?: boolean } = {}): Promise<User | null> {
  const query = ctx.manager.getRepository(User).createQueryBuilder('user').where('lower(user.email) = lower(:email)', { email: email.trim() });
  if (options.withPasswordHash) query.addSelect('user.passwordHash');
  return query.getOne();
}

export async function findPasswordHash(ctx: Db, userId: string): Promise<string | undefined> {
  const row = await ctx.manager.getRepository(User).createQueryBuilder('user').addSelect('user.passwordHash').where('user.id = :userId', { userId }).getOne();
  return row?.passwordHash;
}

export async function setPasswordHash(ctx: Db, userId: string, passwordHash: string): Promise<void> {
  await ctx.manager.getRepository(User).update({ id: userId }, { passwordHash });
}

/**
 * Creates an account. The unique index on lower(email) is the guarantee; the check before it
 * only gives the friendly 409 without relying on the error.
 */
export async function createUser(ctx: Db, fields: { name: string; email: string; passwordHash: string; isAdmin?: boolean; phone?: string | null }): Promise<User> {
  if (await findUserByEmail(ctx, fields.email)) throw new AppError('CONFLICT', 'auth.emailTaken', {}, 'email');
  const repository = ctx.manager.getRepository(User);
  try {
    const saved = await repository.save(repository.create({ ...fields, name: fields.name.trim(), email: fields.email.trim(), phone: fields.phone ?? null, isAdmin: fields.isAdmin ?? false, isSuspended: false }));
    delete saved.passwordHash;
    return saved;
  } catch (error) {
    if (error instanceof QueryFailedError && (error.driverError as { code?: string })?.code === '23505') throw new AppError('CONFLICT', 'auth.emailTaken', {}, 'email');
    throw error;
  }
}

/** Staff's list of accounts, newest first, by name or e-mail and the admin and suspended flags. */
export async function listUsers(ctx: RequestContext, filter?: AdminUserFilter | null, page?: Partial<PageInput> | null, after?: string | null): Promise<Page<User>> {
  authorize(ctx, [Role.Admin]);
  const query = ctx.manager.getRepository(User).createQueryBuilder('u');
  if (filter?.search?.trim()) query.andWhere('(u.name ILIKE :q OR u.email ILIKE :q)', { q: likePattern(filter.search) });
  if (typeof filter?.isAdmin === 'boolean') query.andWhere('u.is_admin = :isAdmin', { isAdmin: filter.isAdmin });
  if (typeof filter?.isSuspended === 'boolean') query.andWhere('u.is_suspended = :isSuspended', { isSuspended: filter.isSuspended });
  const result = await keysetPage(query, [byColumn('created_at', 'DESC'), byColumn('id')], page, after);
  for (const user of result.items) ctx.loaders.get(userById).prime(user.id, user);
  return result;
}
