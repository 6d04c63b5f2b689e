import DataLoader from 'dataloader';
import { businessToday, latestCheckIn } from '../../../../common/dates';
import { FROM_PRICE_MONTHS, lowestWeeklyPrice, overlappingSeasons, type Season } from '../../../../common/seasonal-pricing';
import { pgErrorCode, PG_EXCLUSION_VIOLATION, sql } from '../../db/sql';
import { AppError, badInput } from '../../errors';
import { inTransaction, type RequestContext } from '../../graphql/context';
import { defineLoader, groupByKeys } from '../../graphql/loaders';
import { assertValid } from '../../validation';
import { AuditAction, AuditTargetType } from '../audit/audit.entity';
import { recordChange } from '../audit/audit.service';
import { authorize, Role } from '../users/authorization';
import { Property } from './property.entity';
import { PropertyRate } from './property-rate.entity';
import type { SetPropertyRatesInput } from './property-rates.types';
import { isUuid } from '../../db/uuid';

/*
 * Seasonal prices. A villa's seasons are replaced as a whole, in one transaction with
 * its audit entry; the exclusion constraint property_rates_no_overlap is the guarantee behind
 * the friendly overlap check. Prices of stays come from common/seasonal-pricing.
 */

/** Every season of each villa, ordered by first night: one query per request for all villas asked. */
export const ratesByProperty = defineLoader(
  (ctx) =>
    new DataLoader<string, PropertyRate[]>(async (ids) => {
      const rows = await ctx.manager.getRepository(PropertyRate).createQueryBuilder('r').where('r.propertyId IN (:...ids)', { ids: [...ids] }).orderBy('r.from', 'ASC').getMany();
      return groupByKeys(ids, rows, (row) => row.propertyId);
    }),
);

/**
 * The seasons of the villa whose id is the SQL expression `villaId`, as one JSON array ordered by
 * first night: a column for a list query (the search page's from-prices in the same statement);
 * `primeRates` hands them to this request's ratesByProperty loader.
 */
export function ratesJsonSql(villaId: string): string {
  return `(SELECT coalesce(json_agg(json_build_object('id', r.id, 'propertyId', r.property_id, 'from', r.starts_on, 'to', r.ends_on, 'weeklyPrice', r.weekly_price) ORDER BY r.starts_on), '[]'::json)
    FROM property_rates r WHERE r.property_id = ${villaId})`;
}

/** Gives this request's ratesByProperty loader a villa's seasons read by `ratesJsonSql`. */
export function primeRates(ctx: RequestContext, propertyId: string, rates: unknown): void {
  const rows = (typeof rates === 'string' ? JSON.parse(rates) : rates) as PropertyRate[];
  ctx.loaders.get(ratesByProperty).clear(propertyId).prime(propertyId, rows.map((row) => Object.assign(new PropertyRate(), row)));
}

/** A villa's seasons, oldest first; with `upcoming`, only those with a night from today on. */
export async function propertyRates(ctx: RequestContext, propertyId: string, options: { upcoming?: boolean } = {}): Promise<PropertyRate[]> {
  const rates = await ctx.loaders.get(ratesByProperty).load(propertyId);
  if (!options.upcoming) return rates;
  const today = businessToday();
  return rates.filter((rate) => rate.to > today);
}

export const seasonsOf = (rates: readonly PropertyRate[]): Season[] => rates.map(({ from, to, weeklyPrice }) => ({ from, to, weeklyPrice }));

/**
 * The from-price of the villa aliased `alias`, lowestWeeklyPrice's rule in SQL: the lowest of its
 * weekly price and the prices of its seasons with a night between `:fromToday` and `:fromEnd`
 * (fromPriceWindow's values). A list page reads it beside its villas (listed).
 */
export const fromWeeklyPriceSql = (alias: string) =>
  `least(${alias}.price, (SELECT min(r.weekly_price) FROM property_rates r WHERE r.property_id = ${alias}.id AND r.ends_on > CAST(:fromToday AS date) AND r.starts_on < CAST(:fromEnd AS date)))`;

/** The values of fromWeeklyPriceSql's parameters: today and the end of the from-price's months. */
export function fromPriceWindow(): { fromToday: string; fromEnd: string } {
  const today = businessToday();
  return { fromToday: today, fromEnd: latestCheckIn(today, FROM_PRICE_MONTHS) };
}

/**
 * A listed villa's from-price, kept on the object the page answers under a symbol of this module:
 * a WeakMap by villa cost its write barrier on every card (about 1.5% of a search's CPU in `perf`).
 */
const LISTED_FROM_PRICE = Symbol('listedFromPrice');
type Listed = Property & { [LISTED_FROM_PRICE]?: number };

/** Keeps the from-price a list page read for `villa`, the object the page answers. */
export function rememberFromPrice(villa: Property, price: number): void {
  (villa as Listed)[LISTED_FROM_PRICE] = price;
}

/**
 * "From" on search cards: the lowest weekly price of the coming 12 months (base or a season). A
 * villa of a list page has it already (listed with the page, answered without waiting); another
 * reads its seasons through this request's loader.
 */
export function fromWeeklyPrice(ctx: RequestContext, property: Property): number | Promise<number> {
  return (property as Listed)[LISTED_FROM_PRICE] ?? ctx.loaders.get(ratesByProperty).load(property.id).then((rates) => lowestWeeklyPrice(property.price, seasonsOf(rates), businessToday()));
}

const auditRates = (rates: readonly Season[]) => ({ rates: rates.map(({ from, to, weeklyPrice }) => ({ from, to, weeklyPrice })) });

const overlap = (first: number, second: number, rates: readonly Season[]) =>
  new AppError('CONFLICT', 'rates.overlap', { field: `rates.${second}.from`, other: `rates.${first}`, from: rates[first].from, to: rates[first].to }, `rates.${second}.from`);

/**
 * Replaces a villa's seasons with `input` (an empty list removes them all): checked field by
 * field (messages name `rates.1.to`), then for overlaps (409 naming the later season), and
 * recorded in the audit log with the seasons before and after. Nothing changes on any failure.
 */
export async function setPropertyRates(ctx: RequestContext, input: SetPropertyRatesInput): Promise<PropertyRate[]> {
  authorize(ctx, [Role.Admin]);
  await assertValid(input);
  const { propertyId } = input;
  const rates = input.rates.map(({ from, to, weeklyPrice }) => ({ from, to, weeklyPrice }));
  rates.forEach((rate, i) => {
    if (rate.to <= rate.from) throw badInput('rates.order', `rates.${i}.to`, { from: rate.from });
  });
  const pair = overlappingSeasons(rates);
  if (pair) throw overlap(pair[0], pair[1], rates);

  return inTransaction(ctx, async (tx) => {
    const property = isUuid(propertyId) ? await tx.manager.getRepository(Property).createQueryBuilder('p').setLock('pessimistic_write').where('p.id = :id', { id: propertyId }).getOne() : null;
    if (!property) throw new AppError('NOT_FOUND', 'property.notFound');
    const repository = tx.manager.getRepository(PropertyRate);
    const before = await repository.find({ where: { propertyId: property.id }, order: { from: 'ASC' } });
    await sql(tx, `DELETE FROM property_rates WHERE property_id = $1`, [property.id]);
    try {
      if (rates.length) await repository.insert(rates.map((rate) => ({ ...rate, propertyId: property.id })));
    } catch (error) {
      // Only a race can get here (the villa row is locked): the same answer as the check's.
      if (pgErrorCode(error) === PG_EXCLUSION_VIOLATION) throw new AppError('CONFLICT', 'rates.overlapRace', {}, 'rates');
      throw error;
    }
    const after = await repository.find({ where: { propertyId: property.id }, order: { from: 'ASC' } });
    const changed = JSON.stringify(auditRates(before)) !== JSON.stringify(auditRates(after));
    if (changed) await recordChange(tx, AuditAction.PROPERTY_RATES_SET, { type: AuditTargetType.PROPERTY, id: property.id, label: property.title }, auditRates(before), auditRates(after));
    return after;
  }).then((after) => {
    // Later fields of this request (the mutation's answer) read the new seasons.
    ctx.loaders.get(ratesByProperty).clear(propertyId).prime(propertyId, after);
    return after;
  });
}
