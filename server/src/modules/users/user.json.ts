import type { User } from './user.entity';

// REST shapes, used by this module's /api routes and by others'.

/** REST shape of the user: never the password hash. */
export function userJson(user: User) {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone ?? null,
    createdAt: user.createdAt.toISOString(),
    isAdmin: user.isAdmin,
    isOwner: user.isOwner ?? false,
    isSuspended: user.isSuspended,
    emailVerified: user.emailVerifiedAt != null,
  };
}
