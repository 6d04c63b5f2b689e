import type { Request, Response } from 'express';
import type { Locale } from '../../../common/locale';
import { AppError } from '../../../server/src/errors';
import { createContext, inTransaction, type RequestContext } from '../../../server/src/graphql/context';
import { translate } from '../../../server/src/i18n/messages';
import type { CheckoutInput } from '../../../server/src/modules/checkout/checkout.types';
import { User } from '../../../server/src/modules/users/user.entity';
import { checkoutBody, inDays, newUser } from '../../helpers/booking-factory';
import type { TestApp } from '../../helpers/test-app';

/** What the checkout step tests share: a signed-in guest with a basket, and the request context a step runs with. */

type Agent = ReturnType<TestApp['agent']>;

export interface Shopper {
  /** The guest's browser: signed in, keeping the session cookie. */
  agent: Agent;
  user: User;
  /** A request context of this guest, as a request in `locale` carries it. */
  ctx(locale?: Locale): RequestContext;
  /** Adds a stay of `nights` nights starting `from` days ahead to the basket, over REST. */
  addStay(propertyId: string, from: number, nights?: number, guests?: number): Promise<void>;
  addExtra(extraId: string, quantity?: number): Promise<void>;
}

export async function signedInShopper(app: TestApp, prefix = 'step'): Promise<Shopper> {
  const agent = app.agent();
  const res = await agent.post('/api/auth/register').send(newUser(prefix));
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  const user = await app.db.getRepository(User).findOneByOrFail({ id: res.body.id });
  return {
    agent,
    user,
    ctx(locale = 'en') {
      const ctx = createContext({ config: app.config, db: app.db }, { headers: { 'accept-language': locale } } as Request, {} as Response);
      ctx.user = user;
      return ctx;
    },
    async addStay(propertyId, from, nights = 7, guests = 2) {
      const added = await agent.post('/api/cart/items').send({ propertyId, checkIn: inDays(from), checkOut: inDays(from + nights), guests });
      if (added.status !== 201) throw new Error(`adding the stay failed: ${added.status} ${JSON.stringify(added.body)}`);
    },
    async addExtra(extraId, quantity = 1) {
      const added = await agent.post('/api/cart/extras').send({ extraId, quantity });
      if (added.status !== 201) throw new Error(`adding the extra failed: ${added.status} ${JSON.stringify(added.body)}`);
    },
  };
}

/** A checkout request as the validated input a step receives: the test card, a fresh key, paid in full unless overridden. */
export function checkoutInput(overrides: Partial<CheckoutInput> = {}): CheckoutInput {
  return checkoutBody(overrides) as unknown as CheckoutInput;
}

/** Runs `work` in one transaction of `ctx`, as checkout runs a step, and counts the statements sent (BEGIN and COMMIT included). */
export async function inCountedTransaction<T>(app: TestApp, ctx: RequestContext, work: (tx: RequestContext) => Promise<T>): Promise<{ result: T; statements: number }> {
  const before = app.sql.statementCount;
  const result = await inTransaction(ctx, work);
  return { result, statements: app.sql.statementCount - before };
}

/** The error `promise` fails with (the test fails when it succeeds). */
export async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error,
  );
}

/** An expected failure as the guest would see it: its code, status, field and message in `locale`. */
export function refusal(error: unknown, locale: Locale = 'en'): { code: string; status: number; field: string | undefined; message: string } {
  if (!(error instanceof AppError)) throw error;
  return { code: error.code, status: error.status, field: error.field, message: translate(locale, error.messageKey, error.params) };
}

/** A calendar day as the site writes it in English ("24 Apr 2027"). */
export const mediumDay = (iso: string) => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

export async function rows<Row = Record<string, unknown>>(app: TestApp, query: string, params: unknown[] = []): Promise<Row[]> {
  return app.db.query(query, params);
}
