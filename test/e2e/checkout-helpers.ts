import type { Page } from './fixtures';
import { addDays, businessToday } from '../../common/dates';

/** A GraphQL call from inside the page's browser context, so it carries the page's session. */
export async function gql<T = Record<string, unknown>>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<{ data?: T; errors?: { message: string }[] }> {
  const res = await page.request.post('/graphql', { data: { query, variables }, headers: { 'content-type': 'application/json' } });
  return res.json();
}

/** yyyy-mm-dd `days` from the business today (London), as the site's date rules count. */
export function isoIn(days: number): string {
  return addDays(businessToday(), days);
}

/** Puts a week at villa number `index` of the catalogue into the page session's basket. */
export async function addStay(page: Page, index: number, startInDays: number): Promise<{ propertyId: string; title: string }> {
  const list = await gql<{ properties: { items: { id: string; title: string }[] } }>(page, 'query($limit: Int!) { properties(page: { limit: $limit }) { items { id title } } }', { limit: index + 1 });
  const villa = list.data!.properties.items[index];
  const added = await gql(page, 'mutation($input: AddStayInput!) { addStayToCart(input: $input) { itemCount } }', {
    input: { propertyId: villa.id, checkIn: isoIn(startInDays), checkOut: isoIn(startInDays + 7), guests: 2 },
  });
  if (added.errors) throw new Error(`addStayToCart: ${added.errors[0].message}`);
  return { propertyId: villa.id, title: villa.title };
}

/** Registers through the register tab of the page /login is showing. */
export async function registerInUi(page: Page, name: string, email: string, password = 'secret123'): Promise<void> {
  await page.getByRole('tab', { name: 'Register' }).click();
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
}

/** Signs in through the login tab of /login. */
export async function loginInUi(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** The demo admin of the embedded mode (server/src/modules/auth/accounts.bootstrap.ts). */
export const DEMO_ADMIN = { email: 'admin@demo.example', password: 'demo-admin' };
