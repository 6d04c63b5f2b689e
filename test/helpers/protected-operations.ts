/**
 * Every operation that needs a signed-in user or an admin, in GraphQL and REST. The security
 * test (test/server/security.test.ts) calls each one anonymously (expects 401 /
 * UNAUTHENTICATED) and as a customer (admin-only: 403 / FORBIDDEN), and checks that every
 * GraphQL field marked @Authorized(Role.Admin) appears here.
 *
 * A feature that adds a protected field or route adds it to these lists. Variables and bodies
 * only need to pass validation; the call must be refused before it does anything.
 */
export interface ProtectedGraphQL {
  /** The Query or Mutation field, e.g. `users`. */
  field: string;
  query: string;
  variables?: Record<string, unknown>;
}

export interface ProtectedRoute {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  body?: Record<string, unknown>;
}

const SOME_ID = '00000000-0000-4000-8000-000000000000';

export const adminGraphQL: ProtectedGraphQL[] = [{ field: 'users', query: 'query { users { totalCount items { id email } } }' }];

export const adminRoutes: ProtectedRoute[] = [
  { method: 'get', path: '/api/admin/users' },
  // Any path under /api/admin is guarded, even one no router defines yet.
  { method: 'delete', path: `/api/admin/users/${SOME_ID}` },
];

/** Signed-in only (customers may call them): anonymous callers get 401. */
export const userGraphQL: ProtectedGraphQL[] = [
  { field: 'changePassword', query: 'mutation($input: ChangePasswordInput!) { changePassword(input: $input) }', variables: { input: { currentPassword: 'secret-1', newPassword: 'secret-2' } } },
];

export const userRoutes: ProtectedRoute[] = [
  { method: 'get', path: '/api/auth/me' },
  { method: 'post', path: '/api/auth/change-password', body: { currentPassword: 'secret-1', newPassword: 'secret-2' } },
];
