import { IsInt, Max, Min } from 'class-validator';
import { Arg, Field, InputType, Int, ObjectType, type ClassType } from 'type-graphql';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { badInput } from '../errors';
import { v } from '../validation';

/** Page size when the client asks for none (a search results grid of 4 × 6 villas). */
export const DEFAULT_PAGE_LIMIT = 24;
/** Largest page any list returns, so no single request can read a whole table. */
export const MAX_PAGE_LIMIT = 100;
/** Deep pages are refused: past this, a client should narrow its filters. */
export const MAX_PAGE_OFFSET = 100_000;

/**
 * Offset pagination for every list that can grow (villas, reviews, and later admin lists and
 * bookings). Use it as `@Arg('page', () => PageInput, { nullable: true }) page?: PageInput` and
 * answer with a `Paginated(Item)` class built by `toPage`. The list field should declare
 * `complexity: listComplexity(DEFAULT_PAGE_LIMIT)` so the cost limit scales with `limit`.
 *
 * "abc" is reported as not a whole number rather than as out of range (see RULE_PRIORITY).
 */
@InputType({ description: `Which slice of a list to return: skip \`offset\` items, then return at most \`limit\` (1 to ${MAX_PAGE_LIMIT}).` })
export class PageInput {
  @Field(() => Int, { defaultValue: 0, description: `Items to skip from the start of the list (0 to ${MAX_PAGE_OFFSET}).` })
  @Min(0, v('validation.min'))
  @Max(MAX_PAGE_OFFSET, v('validation.max'))
  @IsInt(v('validation.integer'))
  offset: number = 0;

  @Field(() => Int, { defaultValue: DEFAULT_PAGE_LIMIT, description: `Most items to return (1 to ${MAX_PAGE_LIMIT}).` })
  @Min(1, v('validation.min'))
  @Max(MAX_PAGE_LIMIT, v('validation.max'))
  @IsInt(v('validation.integer'))
  limit: number = DEFAULT_PAGE_LIMIT;
}

/** Where a page ends, for cursor paging (the Relay connection's PageInfo, forward only). */
@ObjectType({ simpleResolvers: true, description: 'Where this page ends: pass `endCursor` as `after` for the next page while `hasNextPage` is true.' })
export class PageInfo {
  @Field({ description: 'True when items follow after this page.' })
  hasNextPage: boolean;

  @Field(() => String, { nullable: true, description: 'Opaque cursor after the last item of this page; null for an empty page.' })
  endCursor: string | null;
}

/** One page of a list, as services return it (plain object, typed by the item). */
export interface Page<T> {
  items: T[];
  totalCount: number;
  hasNextPage: boolean;
  offset: number;
  limit: number;
  pageInfo: PageInfo;
}

/**
 * The `after` argument of every paged list field: `@AfterArg() after?: string | null`.
 */
export function AfterArg() {
  return Arg('after', () => String, {
    nullable: true,
    description: 'Cursor paging: start right after this `pageInfo.endCursor` of the previous page (same filter and sort); `page.offset` is then ignored.',
  });
}

/**
 * The GraphQL type of one page of `ItemType`. Declare a named subclass per item type:
 *   @ObjectType({ description: 'A page of villas.' }) export class PropertyPage extends Paginated(Property) {}
 */
export function Paginated<T extends object>(ItemType: ClassType<T>) {
  // Not referenced by any field itself, so only the named subclasses appear in the schema.
  // Plain fields, never guarded: graphql's default resolver is enough (simpleResolvers).
  @ObjectType({ simpleResolvers: true })
  abstract class PaginatedType implements Page<T> {
    @Field(() => [ItemType], { description: 'The items of this page, in the list order.' })
    items: T[];

    @Field(() => Int, { description: 'How many items the whole list has with the same filter.' })
    totalCount: number;

    @Field({ description: 'True when items follow after this page.' })
    hasNextPage: boolean;

    @Field(() => Int, { description: 'The offset this page starts at.' })
    offset: number;

    @Field(() => Int, { description: 'The page size that was applied.' })
    limit: number;

    @Field(() => PageInfo, { description: 'Where this page ends, for cursor paging with `after`.' })
    pageInfo: PageInfo;
  }
  return PaginatedType;
}

/** Fills in the defaults of an optional PageInput (GraphQL omitted it, or REST sent none). */
export function pageOrDefault(page?: Partial<PageInput> | null): { offset: number; limit: number } {
  return { offset: page?.offset ?? 0, limit: page?.limit ?? DEFAULT_PAGE_LIMIT };
}

/** An offset page (every row has an `id`, so the page still gets a cursor to continue from). */
export function toPage<T extends { id: string }>(items: T[], totalCount: number, page: { offset: number; limit: number }): Page<T> {
  const hasNextPage = page.offset + items.length < totalCount;
  const last = items[items.length - 1];
  return { items, totalCount, hasNextPage, offset: page.offset, limit: page.limit, pageInfo: { hasNextPage, endCursor: last ? encodeCursor(page.offset + items.length, last.id) : null } };
}

/**
 * A cursor: the position after the page (so the next page can report its offset) and the id of
 * the page's last row. The next page reads that row's sort values in SQL, so they keep the
 * database's full precision (timestamps have microseconds; a JavaScript Date would not), and a
 * cursor can only point at a row, never smuggle values into a query.
 */
export function encodeCursor(position: number, id: string): string {
  return Buffer.from(`${position}:${id}`).toString('base64url');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A cursor from `encodeCursor`; anything else is bad input on `after`. */
export function decodeCursor(cursor: string): { position: number; id: string } {
  const [position, id, ...rest] = Buffer.from(cursor, 'base64url').toString().split(':');
  if (rest.length || !/^\d{1,9}$/.test(position ?? '') || !UUID.test(id ?? '')) throw badInput('validation.invalid', 'after');
  return { position: Number(position), id };
}

/** One key of a list's order: its value for a row aliased `alias`, as SQL. */
export interface SortKey {
  value: (alias: string) => string;
  direction: 'ASC' | 'DESC';
}

/** A column (database name) as a sort key. */
export const byColumn = (column: string, direction: 'ASC' | 'DESC' = 'ASC'): SortKey => ({ value: (alias) => `${alias}.${column}`, direction });

/**
 * `alias`'s rows after the row `cursor` in the order of `keys`: a row comparison when every key
 * goes the same way (PostgreSQL walks a matching index), otherwise the expanded form
 * (k1 after) OR (k1 equal AND k2 after) OR ….
 */
function afterCondition(keys: SortKey[], alias: string, cursor: string): string {
  const op = (key: SortKey) => (key.direction === 'ASC' ? '>' : '<');
  if (keys.every((key) => key.direction === keys[0].direction)) {
    return `(${keys.map((k) => k.value(alias)).join(', ')}) ${op(keys[0])} (${keys.map((k) => k.value(cursor)).join(', ')})`;
  }
  const branches = keys.map((key, i) => [...keys.slice(0, i).map((k) => `${k.value(alias)} = ${k.value(cursor)}`), `${key.value(alias)} ${op(key)} ${key.value(cursor)}`].join(' AND '));
  return `(${branches.map((branch) => `(${branch})`).join(' OR ')})`;
}

/**
 * One page of `query` (filters applied, no order yet) in the order of `keys`, whose last key must
 * be unique (the id), so ties never lose or repeat a row: by offset, or with `after` right after
 * the cursor's row (keyset: stable while rows are added or removed elsewhere in the list). The
 * cursor's row is joined unfiltered, so a row that left the filter (a status changed) still marks
 * the place; a deleted one falls back to the offset where the rows after it now start. Counts the whole filtered list
 * (a second statement, unless the page by offset is the list's last).
 */
export async function keysetPage<T extends ObjectLiteral & { id: string }>(query: SelectQueryBuilder<T>, keys: SortKey[], page?: Partial<PageInput> | null, after?: string | null): Promise<Page<T>> {
  const slice = pageOrDefault(page);
  const cursor = after ? decodeCursor(after) : null;
  const alias = query.alias;
  const target = query.expressionMap.mainAlias!.target;

  const rows = (start: { offset: number } | { after: string }) => {
    const q = query.clone();
    if ('after' in start) q.innerJoin(target, 'after_row', 'after_row.id = :afterId', { afterId: start.after }).andWhere(afterCondition(keys, alias, 'after_row'));
    keys.forEach((key, i) => (i === 0 ? q.orderBy(key.value(alias), key.direction) : q.addOrderBy(key.value(alias), key.direction)));
    return q.offset('offset' in start ? start.offset : 0).limit(slice.limit + 1).getMany();
  };
  let found = await rows(cursor ? { after: cursor.id } : { offset: slice.offset });
  if (cursor && found.length === 0) {
    // A new builder on the same connection (and transaction) as `query`.
    const exists = await query.createQueryBuilder().select('c.id').from(target, 'c').where('c.id = :id', { id: cursor.id }).getExists();
    // The cursor's row was the one before `position`: with it gone, what followed it starts one earlier.
    if (!exists) found = await rows({ offset: Math.max(0, cursor.position - 1) });
  }
  const start = cursor ? cursor.position : slice.offset;
  const items = found.slice(0, slice.limit);
  const hasNextPage = found.length > slice.limit;
  // By offset, a last page that holds rows (or a first page) ends the list: its end is the count, without counting.
  const endsList = !cursor && !hasNextPage && (items.length > 0 || slice.offset === 0);
  const totalCount = endsList ? slice.offset + items.length : await query.clone().getCount();
  const last = items[items.length - 1];
  return { items, totalCount, hasNextPage, offset: start, limit: slice.limit, pageInfo: { hasNextPage, endCursor: last ? encodeCursor(start + items.length, last.id) : null } };
}
