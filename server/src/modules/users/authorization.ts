import type { RequestHandler } from 'express';
import type { AuthCheckerFn } from 'type-graphql';
import { AppError } from '../../errors';
import type { RequestContext } from '../../graphql/context';
import { contextOf } from '../../rest/handler';
import type { User } from './user.entity';

/**
 * Who may call what, decided in one place. GraphQL: `@Authorized()` (signed in) or
 * `@Authorized(Role.Admin)` or `@Authorized(Role.Owner)`. REST: `requireUser` / `requireAdmin` / `requireOwner`. Services may call
 * `authorize(ctx, …)` directly. Anonymous callers get 401 UNAUTHENTICATED, signed-in
 * callers without the role 403 FORBIDDEN.
 */
export enum Role {
  User = 'USER',
  Admin = 'ADMIN',
  /** A villa owner (staff pass too: they see every owner's villas). Which villas is the owners module's check. */
  Owner = 'OWNER',
}

/** Returns the signed-in user, or throws 401 / 403. */
export function authorize(ctx: RequestContext, roles: readonly Role[] = []): User {
  const user = ctx.user;
  if (!user) throw new AppError('UNAUTHENTICATED', 'auth.notAuthenticated');
  if (roles.includes(Role.Admin) && !user.isAdmin) throw new AppError('FORBIDDEN', 'auth.forbidden');
  if (roles.includes(Role.Owner) && !user.isOwner && !user.isAdmin) throw new AppError('FORBIDDEN', 'auth.forbidden');
  return user;
}

/** TypeGraphQL's auth checker: throws the same typed errors REST answers with. */
export const authChecker: AuthCheckerFn<RequestContext, Role> = ({ context }, roles) => {
  authorize(context, roles);
  return true;
};

function requireRoles(roles: Role[]): RequestHandler {
  return (_req, res, next) => {
    authorize(contextOf(res), roles);
    next();
  };
}

export const requireUser = requireRoles([]);
export const requireAdmin = requireRoles([Role.Admin]);
/** Villa owners and staff. */
export const requireOwner = requireRoles([Role.Owner]);
