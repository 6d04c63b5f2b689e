import type { RequestHandler, Response } from 'express';
import type { RequestContext } from '../graphql/context';
import { MAX_PAGE_LIMIT, PageInput, type Page } from '../graphql/pagination';
import { parseInput } from '../validation';
import { handler } from './handler';

type Query = Record<string, unknown>;

/** Query strings carry text: "true"/"false" become booleans for the named filters. */
export function booleanParams(query: unknown, names: string[]): Query {
  const params: Query = { ...(query as Query) };
  for (const name of names) {
    if (params[name] === 'true') params[name] = true;
    else if (params[name] === 'false') params[name] = false;
  }
  return params;
}

/** REST admin lists answer up to MAX_PAGE_LIMIT rows unless ?limit= says otherwise; X-Total-Count gives the total. */
export function adminPage(query: unknown): Promise<PageInput> {
  return parseInput(PageInput, { limit: String(MAX_PAGE_LIMIT), ...(query as Query) }, ['offset', 'limit']);
}

/** `?after=`: the X-Next-Cursor of the previous page (cursor paging, as GraphQL's `after`). */
export function afterParam(query: unknown): string | undefined {
  const after = (query as Query | undefined)?.after;
  return typeof after === 'string' && after ? after : undefined;
}

/** A REST list's paging headers: X-Total-Count, and X-Next-Cursor while more rows follow. */
export function setPageHeaders(res: Response, page: Page<unknown>): void {
  res.setHeader('X-Total-Count', String(page.totalCount));
  if (page.pageInfo.hasNextPage && page.pageInfo.endCursor) res.setHeader('X-Next-Cursor', page.pageInfo.endCursor);
}

/**
 * GET of an admin list, the REST twin of a paged list query: the filter `Filter` from the query
 * string (its `booleans` read as true/false), the page and `?after=` go to `list`; the answer is
 * each item as `json`, with the total and the next cursor in headers.
 */
export function listHandler<F extends object, T>(
  Filter: new () => F,
  list: (ctx: RequestContext, filter: F, page: PageInput, after?: string) => Promise<Page<T>>,
  json: (item: T, ctx: RequestContext) => unknown,
  booleans: string[] = [],
): RequestHandler {
  return handler(async (ctx, req) => {
    const page = await list(ctx, await parseInput(Filter, booleanParams(req.query, booleans)), await adminPage(req.query), afterParam(req.query));
    setPageHeaders(ctx.res, page);
    return Promise.all(page.items.map((item) => json(item, ctx)));
  });
}
