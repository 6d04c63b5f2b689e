import { randomBytes } from 'node:crypto';
import type request from 'supertest';
import type { TestApp } from './test-app';

export type Agent = ReturnType<typeof request.agent>;

export interface Account {
  agent: Agent;
  id: string;
  email: string;
  password: string;
  name: string;
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomBytes(4).toString('hex')}@example.com`;
}

/** Registers through the REST API; the returned agent is signed in as the new account. */
export async function signUp(app: TestApp, fields: { name?: string; email?: string; password?: string } = {}): Promise<Account> {
  const agent = app.agent();
  const account = { name: fields.name ?? 'Test User', email: fields.email ?? uniqueEmail(), password: fields.password ?? 'secret-123' };
  const res = await agent.post('/api/auth/register').send(account);
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { agent, id: res.body.id, ...account };
}

/** A signed-in admin: registers, then promotes in the database (the user is reloaded on every request). */
export async function signUpAdmin(app: TestApp): Promise<Account> {
  const account = await signUp(app, { name: 'Test Admin', email: uniqueEmail('admin') });
  await app.db.query('UPDATE users SET is_admin = true WHERE id = $1', [account.id]);
  return account;
}

/** A GraphQL call that keeps the agent's cookies (app.graphql sends none). */
export async function gql<T = Record<string, unknown>>(agent: Agent, query: string, variables?: Record<string, unknown>, headers: Record<string, string> = {}) {
  const res = await agent.post('/graphql').set('Content-Type', 'application/json').set(headers).send({ query, variables });
  return { status: res.status, data: res.body.data as T | undefined, errors: res.body.errors as { message: string; extensions?: Record<string, unknown> }[] | undefined, res };
}

/** The session cookie's value from a response's Set-Cookie, if it sets one. */
export function sessionCookie(res: { headers: Record<string, unknown> }): string | undefined {
  const cookies = (res.headers['set-cookie'] as string[] | undefined) ?? [];
  return cookies.find((c) => c.startsWith('sid='))?.split(';')[0].slice('sid='.length);
}
