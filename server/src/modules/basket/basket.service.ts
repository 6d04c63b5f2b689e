import { CHECKOUT_CURRENCY, MAX_BASKET_EXTRAS, MAX_BASKET_STAYS, MAX_EXTRA_QUANTITY } from '../../../../common/constants';
import { countFunnel } from '../../ops/funnel-counts';
import { extraLineTotal, fromMinorUnits, toMinorUnits } from '../../../../common/pricing';
import { AppError, badInput, notFound } from '../../errors';
import { inTransaction, type RequestContext } from '../../graphql/context';
import { localize } from '../../i18n/localize';
import { persistSession } from '../auth/session';
import { Extra } from '../extras/extra.entity';
import { isUuid } from '../../db/uuid';
import type { Property } from '../properties/property.entity';
import { propertyById } from '../properties/property.service';
import { BasketExtra } from './basket-extra.entity';
import { BasketItem } from './basket-item.entity';
import type { AddExtraInput, AddStayInput, BasketExtraView, BasketItemView, BasketView } from './basket.types';
import { ratesFor, toCheckoutMinor } from '../currencies/currency.service';
import { quoteStay } from './stay-quote';
import { sql } from '../../db/sql';

/** The basket is the signed-in user's, or else the visitor session's. */
function owner(ctx: RequestContext): { column: 'user_id' | 'session_id'; value: string } {
  if (ctx.user) return { column: 'user_id', value: ctx.user.id };
  // A Bearer request without a valid access token has no session to keep a basket in.
  if (!ctx.sessionId) throw new AppError('UNAUTHENTICATED', 'auth.notAuthenticated');
  return { column: 'session_id', value: ctx.sessionId };
}

/** The caller's basket id, or null when they have none yet. */
export async function findBasketId(ctx: RequestContext, options: { lock?: boolean } = {}): Promise<string | null> {
  const { column, value } = owner(ctx);
  const { rows } = await sql<{ id: string }>(ctx, `SELECT id FROM baskets WHERE ${column} = $1${options.lock ? ' FOR UPDATE' : ''}`, [value]);
  return rows[0]?.id ?? null;
}

/** The caller's basket id, creating the basket (and keeping a visitor's session) when needed. */
async function ensureBasketId(ctx: RequestContext): Promise<string> {
  const { column, value } = owner(ctx);
  if (column === 'session_id') persistSession(ctx);
  const { rows } = await sql<{ id: string }>(
    ctx,
    `INSERT INTO baskets (${column}) VALUES ($1) ON CONFLICT (${column}) DO UPDATE SET updated_at = now() RETURNING id`,
    [value],
  );
  return rows[0].id;
}

const whole = fromMinorUnits;

async function itemViews(ctx: RequestContext, items: BasketItem[]): Promise<BasketItemView[]> {
  const properties = await ctx.loaders.get(propertyById).loadMany(items.map((item) => item.propertyId));
  return items.map((item, i) => itemView(item, properties[i]));
}

function itemView(item: BasketItem, property: Property | Error | null | undefined): BasketItemView {
  const known = property && !(property instanceof Error) ? property : null;
  return {
    id: item.id,
    propertyId: item.propertyId,
    propertyTitle: known?.title ?? '',
    checkIn: item.checkIn,
    checkOut: item.checkOut,
    guests: item.guests,
    pricePerNight: whole(item.pricePerNight),
    totalNights: item.totalNights,
    totalPrice: whole(item.totalPrice),
    currency: item.currency,
    damageDeposit: known?.damageDeposit ?? 0,
  };
}

/** Extras lines joined with the current catalogue entry (title, category, unit price). */
export async function basketExtras(ctx: RequestContext, basketId: string): Promise<{ line: BasketExtra; extra: Extra }[]> {
  const lines = await ctx.manager.getRepository(BasketExtra).find({ where: { basketId }, order: { createdAt: 'ASC', id: 'ASC' } });
  if (!lines.length) return [];
  const extras = await ctx.manager.getRepository(Extra).findBy(lines.map((line) => ({ id: line.extraId })));
  const byId = new Map(extras.map((extra) => [extra.id, localize(extra, ctx.locale)]));
  return lines.flatMap((line) => {
    const extra = byId.get(line.extraId);
    return extra ? [{ line, extra }] : [];
  });
}

export function basketItems(ctx: RequestContext, basketId: string): Promise<BasketItem[]> {
  return ctx.manager.getRepository(BasketItem).find({ where: { basketId }, order: { createdAt: 'ASC', id: 'ASC' } });
}

function extraView({ line, extra }: { line: BasketExtra; extra: Extra }): BasketExtraView {
  return { id: line.id, extraId: extra.id, extraTitle: extra.name, extraCategory: extra.category, quantity: line.quantity, price: extra.price, currency: extra.currency, depositAvailable: extra.depositAvailable };
}

/** The caller's basket: its stays and extras, with subtotal and total in the checkout currency. */
export async function getBasket(ctx: RequestContext): Promise<BasketView> {
  const basketId = await findBasketId(ctx);
  if (!basketId) return { items: [], extras: [], itemCount: 0, subtotal: 0, total: 0, currency: CHECKOUT_CURRENCY };
  const [items, extras] = await Promise.all([basketItems(ctx, basketId), basketExtras(ctx, basketId)]);
  const rates = await ratesFor(ctx, [...items.map((i) => i.currency), ...extras.map((e) => e.extra.currency)]);
  const subtotalMinor =
    items.reduce((sum, item) => sum + toCheckoutMinor(item.totalPrice, item.currency, rates), 0) +
    extras.reduce((sum, { line, extra }) => sum + toCheckoutMinor(toMinorUnits(extraLineTotal(extra.price, line.quantity)), extra.currency, rates), 0);
  const subtotal = Math.round(whole(subtotalMinor));
  return { items: await itemViews(ctx, items), extras: extras.map(extraView), itemCount: items.length + extras.length, subtotal, total: subtotal, currency: CHECKOUT_CURRENCY };
}

/**
 * The answer to a query that asks a basket only for its item count (see the basket resolver):
 * the lines and sums are not read, and no such query sees them.
 */
export function basketOfCount(itemCount: number): BasketView {
  return { items: [], extras: [], itemCount, subtotal: 0, total: 0, currency: CHECKOUT_CURRENCY };
}

/** A basket holds a villa at most once a night: checkout would book the first stay and then fail the second against it. */
const duplicateStay = () => badInput('basket.duplicateStay', 'checkIn');

/** The cart_items_no_overlap exclusion constraint: the guarantee behind the friendly check. */
function isDuplicateStay(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, constraint } = ((error as { driverError?: object }).driverError ?? error) as { code?: string; constraint?: string };
  return code === '23P01' && constraint === 'cart_items_no_overlap';
}

/**
 * Adds a villa stay after checking every booking rule; the server sets the prices. The same
 * villa for overlapping dates is refused (stays are half-open, so back-to-back is fine).
 * Answers the new line and the basket's item count after it (`BasketView.itemCount`), known
 * from the add's own transaction: the basket row it updates is locked until the commit, so
 * adds to one basket take turns and each counts the others'.
 */
export async function addStay(ctx: RequestContext, input: AddStayInput): Promise<{ item: BasketItemView; itemCount: number }> {
  const quote = await quoteStay(ctx, input);
  const added = await inTransaction(ctx, async (tx) => {
    const basketId = await ensureBasketId(tx);
    // The basket's stays counted and the same villa's overlapping nights looked for in one statement, its extras' lines counted too.
    const {
      rows: [{ count, overlapping, extras }],
    } = await sql<{ count: number; overlapping: boolean; extras: number }>(
      tx,
      `SELECT count(*)::int AS count,
              coalesce(bool_or(property_id = $2 AND daterange(check_in, check_out, '[)') && daterange($3, $4, '[)')), false) AS overlapping,
              (SELECT count(*)::int FROM cart_extras WHERE basket_id = $1) AS extras
         FROM cart_items WHERE basket_id = $1`,
      [basketId, quote.property.id, quote.checkIn, quote.checkOut],
    );
    if (overlapping) throw duplicateStay();
    if (count >= MAX_BASKET_STAYS) throw new AppError('CONFLICT', 'basket.tooManyStays', { max: MAX_BASKET_STAYS });
    const repository = tx.manager.getRepository(BasketItem);
    let item: BasketItem;
    try {
      item = await repository.save(
        repository.create({
          basketId,
          propertyId: quote.property.id,
          checkIn: quote.checkIn,
          checkOut: quote.checkOut,
          guests: quote.guests,
          currency: quote.currency,
          pricePerNight: quote.pricePerNight,
          totalNights: quote.totalNights,
          totalPrice: quote.totalPrice,
        }),
      );
    } catch (error) {
      if (isDuplicateStay(error)) throw duplicateStay();
      throw error;
    }
    // The villa was read for the quote: not again inside the transaction.
    return { item: itemView(item, quote.property), itemCount: count + 1 + extras };
  });
  countFunnel(ctx, 'basket-add');
  return added;
}

/** Adds an extra; the same extra again increases its quantity. */
export async function addExtra(ctx: RequestContext, input: AddExtraInput): Promise<BasketExtraView> {
  const extra = isUuid(input.extraId) ? await ctx.manager.getRepository(Extra).findOneBy({ id: input.extraId }) : null;
  if (!extra) throw new AppError('NOT_FOUND', 'basket.extraNotFound', { field: 'extraId' }, 'extraId');
  return inTransaction(ctx, async (tx) => {
    const basketId = await ensureBasketId(tx);
    const { rows } = await sql<{ id: string; quantity: number }>(
      tx,
      `INSERT INTO cart_extras (basket_id, extra_id, quantity)
         SELECT $1, $2, $3 WHERE (SELECT count(*) FROM cart_extras WHERE basket_id = $1 AND extra_id <> $2) < $5
       ON CONFLICT (basket_id, extra_id) DO UPDATE SET quantity = cart_extras.quantity + excluded.quantity
         WHERE cart_extras.quantity + excluded.quantity <= $4
       RETURNING id, quantity`,
      [basketId, extra.id, input.quantity, MAX_EXTRA_QUANTITY, MAX_BASKET_EXTRAS],
    );
    if (!rows.length) {
      const existing = await tx.manager.getRepository(BasketExtra).findOneBy({ basketId, extraId: extra.id });
      if (existing) throw badInput('basket.quantityMax', 'quantity', { max: MAX_EXTRA_QUANTITY });
      throw new AppError('CONFLICT', 'basket.tooManyExtras', { max: MAX_BASKET_EXTRAS });
    }
    const line = Object.assign(new BasketExtra(), { id: rows[0].id, basketId, extraId: extra.id, quantity: rows[0].quantity });
    return extraView({ line, extra: localize(extra, ctx.locale) });
  });
}

/** Removes one line of the caller's own basket; any other id (another basket's too) is NOT_FOUND. */
async function removeLine(ctx: RequestContext, table: 'cart_items' | 'cart_extras', id: string): Promise<void> {
  const basketId = isUuid(id) ? await findBasketId(ctx) : null;
  const removed = basketId ? (await sql(ctx, `DELETE FROM ${table} WHERE id = $1 AND basket_id = $2`, [id, basketId])).count : 0;
  if (!removed) throw notFound('basket.itemNotFound');
}

export const removeBasketItem = (ctx: RequestContext, id: string) => removeLine(ctx, 'cart_items', id);
export const removeBasketExtra = (ctx: RequestContext, id: string) => removeLine(ctx, 'cart_extras', id);

/**
 * Moves a visitor's basket into the user's on sign-in, so nothing is lost: stays move over
 * (a visitor's stay of a villa the user already has for overlapping dates is dropped, and
 * sign-in never fails over it), extras add their quantities (capped at the maximum).
 */
export async function mergeVisitorBasket(ctx: RequestContext, sessionId: string, userId: string): Promise<void> {
  if (!sessionId) return;
  await inTransaction(ctx, async (tx) => {
    const { rows: visitor } = await sql<{ id: string }>(tx, `SELECT id FROM baskets WHERE session_id = $1 FOR UPDATE`, [sessionId]);
    if (!visitor.length) return;
    const from = visitor[0].id;
    const { rows: [{ id: to }] } = await sql<{ id: string }>(
      tx,
      `INSERT INTO baskets (user_id) VALUES ($1) ON CONFLICT (user_id) DO UPDATE SET updated_at = now() RETURNING id`,
      [userId],
    );
    await sql(
      tx,
      `DELETE FROM cart_items v USING cart_items u
        WHERE v.basket_id = $1 AND u.basket_id = $2 AND u.property_id = v.property_id
          AND daterange(u.check_in, u.check_out, '[)') && daterange(v.check_in, v.check_out, '[)')`,
      [from, to],
    );
    await sql(tx, `UPDATE cart_items SET basket_id = $2 WHERE basket_id = $1`, [from, to]);
    await sql(
      tx,
      `INSERT INTO cart_extras (basket_id, extra_id, quantity, created_at)
         SELECT $2, extra_id, quantity, created_at FROM cart_extras WHERE basket_id = $1
       ON CONFLICT (basket_id, extra_id) DO UPDATE SET quantity = LEAST(cart_extras.quantity + excluded.quantity, $3)`,
      [from, to, MAX_EXTRA_QUANTITY],
    );
    await sql(tx, `DELETE FROM baskets WHERE id = $1`, [from]);
  });
}

/** Sign-in gives the session a new id (see the basket module's `onSessionRenewed`): the visitor's basket follows the user. */
export async function followSignIn(ctx: RequestContext, previousSessionId: string): Promise<void> {
  if (ctx.user) await mergeVisitorBasket(ctx, previousSessionId, ctx.user.id);
}
