import { IsInt, Max, Min } from 'class-validator';
import { Field, InputType, Int, ObjectType, type ClassType } from 'type-graphql';
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

/** One page of a list, as services return it (plain object, typed by the item). */
export interface Page<T> {
  items: T[];
  totalCount: number;
  hasNextPage: boolean;
  offset: number;
  limit: number;
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
  }
  return PaginatedType;
}

/** Fills in the defaults of an optional PageInput (GraphQL omitted it, or REST sent none). */
export function pageOrDefault(page?: Partial<PageInput> | null): { offset: number; limit: number } {
  return { offset: page?.offset ?? 0, limit: page?.limit ?? DEFAULT_PAGE_LIMIT };
}

export function toPage<T>(items: T[], totalCount: number, page: { offset: number; limit: number }): Page<T> {
  return { items, totalCount, hasNextPage: page.offset + items.length < totalCount, offset: page.offset, limit: page.limit };
}
