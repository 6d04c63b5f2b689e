import type { DataSource } from 'typeorm';
import type { Config } from '../../config';
import { User } from '../users/user.entity';
import { createUser, findUserByEmail } from '../users/user.service';
import { hashPassword } from './password';

/**
 * With ADMIN_EMAIL and ADMIN_PASSWORD set, that account exists and is an admin after start.
 * An existing account is promoted but keeps its password, so a password changed in the app
 * is not reset by the next restart.
 */
export async function ensureAdminAccount(db: DataSource, config: Pick<Config, 'auth'>): Promise<'created' | 'promoted' | 'unchanged' | 'not-configured'> {
  const admin = config.auth.admin;
  if (!admin) return 'not-configured';
  const ctx = { manager: db.manager };
  const existing = await findUserByEmail(ctx, admin.email);
  if (!existing) {
    await createUser(ctx, { name: 'Administrator', email: admin.email, passwordHash: await hashPassword(admin.password), isAdmin: true });
    return 'created';
  }
  if (existing.isAdmin) return 'unchanged';
  await db.getRepository(User).update({ id: existing.id }, { isAdmin: true });
  return 'promoted';
}

/** Demo accounts of the embedded (try-it-out) mode, documented in the README. */
export const DEMO_USERS = [
  { name: 'Demo Customer', email: 'customer@demo.example', password: 'demo-customer', isAdmin: false },
  { name: 'Demo Admin', email: 'admin@demo.example', password: 'demo-admin', isAdmin: true },
] as const;

/** Creates the demo accounts that are missing; never touches existing ones. Returns how many it created. */
export async function seedDemoUsers(db: DataSource): Promise<number> {
  const ctx = { manager: db.manager };
  let created = 0;
  for (const demo of DEMO_USERS) {
    if (await findUserByEmail(ctx, demo.email)) continue;
    await createUser(ctx, { name: demo.name, email: demo.email, passwordHash: await hashPassword(demo.password), isAdmin: demo.isAdmin });
    created += 1;
  }
  return created;
}
